import * as v from 'valibot';
import type { SubAccount } from './order';
import { ASSIGN_MESSAGES } from './order-actions';

/** 选择设计师 (分配 and 批量分配): one designer must be chosen. */
export const AssignForm = v.object({
  designer: v.pipe(
    v.nullable(v.custom<SubAccount>((d) => typeof d === 'object' && d !== null && typeof (d as SubAccount).id === 'number')),
    v.check((d) => d !== null, ASSIGN_MESSAGES.designerRequired),
  ),
});

export type AssignValues = v.InferInput<typeof AssignForm>;
