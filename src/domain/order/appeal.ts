import { differenceInCalendarDays, fromUnixTime } from 'date-fns';
import { HIDDEN_ORDER_MESSAGE, type OrderListItem, isHidden } from './order';
import { ORDER_STATUS, statusCodeOf } from './order-status';
import * as v from 'valibot';
import { atMost, issuesByField } from '../shared/schema';

/** ORDERDIFF: return of a price difference; ORDER: return of the whole order fee. */
export type AppealType = 'ORDERDIFF' | 'ORDER';
export const APPEAL_TYPES: { value: AppealType; label: string }[] = [
  { value: 'ORDERDIFF', label: '返差价' },
  { value: 'ORDER', label: '返单' },
];

/** complaintIt codes of spec 1 section 4. null is a code of its own (see appealButton). */
export const COMPLAINT = { returnDone: 1, reviewing: 2, diffDisabled: 3, returnDisabled: 4, diffReturned: 5, none: 99, returnClosed: 100 } as const;

/** Why 申诉 does not open, or a type cannot be chosen (spec 1 section 4). */
const BLOCKS = {
  returnDone: '返单已完成，不可再申诉',
  reviewing: '订单审核中',
  diffReturned: '已返差价，返单暂未开始',
  diffWithin15Days: '接单15天内您已返过差价，暂不可操作',
  zeroPrice: '0元订单不支持申诉',
  returnTooEarly: '接单十五天后方可申请返单',
} as const;

/** What the appeal form says (spec 1 sections 5 and 8). */
const FORM_MESSAGES = {
  contentRequired: '请填写申诉说明',
  contentTooLong: '申诉说明不能超过200字',
  typeRequired: '请选择申诉类型',
  tooManyImages: '图片不能超过3张',
  badFormat: '上传图片必须是JPG/JPEG/PNG 格式!',
  tooLarge: '上传图片大小不能超过 5MB!',
} as const;

export const APPEAL_MESSAGES = { ...BLOCKS, ...FORM_MESSAGES };

export const APPEAL_MAX_IMAGES = 3;
export const RETURN_WAIT_DAYS = 15;
export const APPEAL_MAX_BYTES = 5 * 1024 * 1024;

type AppealOrder = Pick<OrderListItem, 'complaintIt' | 'status_name' | 'closed' | 'orderPrice' | 'bidder_timestamp'>;

export interface AppealButton {
  visible: boolean;
  disabled: boolean;
  /** Why a click does not open the dialog (shown as a warning), or null when it does. */
  block: string | null;
}

/** 99 and rejected orders have no button; 1, 5, null and hidden orders a disabled one. */
export function appealButton(order: AppealOrder): AppealButton {
  const code = order.complaintIt;
  if (code === COMPLAINT.none || statusCodeOf(order.status_name) === ORDER_STATUS.rejected)
    return { visible: false, disabled: true, block: null };
  if (isHidden(order)) return { visible: true, disabled: true, block: HIDDEN_ORDER_MESSAGE };
  if (code === COMPLAINT.returnDone) return { visible: true, disabled: true, block: APPEAL_MESSAGES.returnDone };
  if (code === COMPLAINT.diffReturned) return { visible: true, disabled: true, block: APPEAL_MESSAGES.diffReturned };
  if (code === null || code === undefined) return { visible: true, disabled: true, block: APPEAL_MESSAGES.diffWithin15Days };
  if (code === COMPLAINT.reviewing) return { visible: true, disabled: false, block: APPEAL_MESSAGES.reviewing };
  if (Number(order.orderPrice) === 0) return { visible: true, disabled: false, block: APPEAL_MESSAGES.zeroPrice };
  return { visible: true, disabled: false, block: null };
}

export interface AppealTypeState {
  disabled: boolean;
  /** Shown beside a type that cannot be chosen yet. */
  reason: string | null;
}

const acceptedDaysAgo = (order: AppealOrder, now: Date) =>
  order.bidder_timestamp ? differenceInCalendarDays(now, fromUnixTime(order.bidder_timestamp)) : 0;

/** 3 and 5 disable the price-difference type; 4 and 100 the return type, as does a young order. */
export function appealTypeStates(order: AppealOrder, now: Date): Record<AppealType, AppealTypeState> {
  const code = order.complaintIt;
  const diffOff = code === COMPLAINT.diffDisabled || code === COMPLAINT.diffReturned;
  const returnOff = code === COMPLAINT.returnDisabled || code === COMPLAINT.returnClosed;
  const tooEarly = acceptedDaysAgo(order, now) < RETURN_WAIT_DAYS;
  return {
    ORDERDIFF: { disabled: diffOff, reason: null },
    ORDER: { disabled: returnOff || tooEarly, reason: !returnOff && tooEarly ? APPEAL_MESSAGES.returnTooEarly : null },
  };
}

/**
 * Why a click on 申诉 does not open the dialog: the button's own block, or no type that can be
 * chosen (code 3 on an order accepted less than 15 days ago: the price difference has been
 * returned and the return waits for day 15).
 */
export function appealBlock(order: AppealOrder, now: Date): string | null {
  const button = appealButton(order);
  if (button.block) return button.block;
  const states = appealTypeStates(order, now);
  if (!states.ORDERDIFF.disabled || !states.ORDER.disabled) return null;
  return states.ORDER.reason ? APPEAL_MESSAGES.diffWithin15Days : APPEAL_MESSAGES.diffReturned;
}

export interface EvidenceFile {
  name: string;
  type: string;
  size: number;
}

const FORMAT = /\.(jpe?g|png)$/i;
const MIME = new Set(['image/jpeg', 'image/jpg', 'image/png']);

/** One image's problem: its format first, then its size. */
function imageProblem(f: EvidenceFile): string | null {
  if (!FORMAT.test(f.name) || (f.type !== '' && !MIME.has(f.type))) return APPEAL_MESSAGES.badFormat;
  return f.size >= APPEAL_MAX_BYTES ? APPEAL_MESSAGES.tooLarge : null;
}

const isEvidenceFile = (f: unknown): f is EvidenceFile =>
  typeof f === 'object' && f !== null && typeof (f as EvidenceFile).name === 'string' && typeof (f as EvidenceFile).size === 'number';

/** Checks files about to be added to those already chosen: the count, then each file in turn. */
export function validateEvidence(files: readonly EvidenceFile[], alreadyChosen = 0): string | null {
  if (files.length + alreadyChosen > APPEAL_MAX_IMAGES) return APPEAL_MESSAGES.tooManyImages;
  for (const f of files) {
    const problem = imageProblem(f);
    if (problem) return problem;
  }
  return null;
}

/** The evidence field: at most three JPG/JPEG/PNG images under 5MB each (the files themselves are kept). */
const EvidenceImages = v.pipe(
  v.array(v.custom<EvidenceFile>(isEvidenceFile, APPEAL_MESSAGES.badFormat)),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? validateEvidence(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

/** The explanation: at most 200 characters (it is sent trimmed). */
const AppealContent = v.pipe(v.string(), atMost(200, APPEAL_MESSAGES.contentTooLong));

/** The appeal form's fields apart from the type, whose choices depend on the order. */
export const AppealFields = { content: AppealContent, images: EvidenceImages };

/** The type field of an order: one is chosen, and one the order allows. */
function appealTypeField(order: AppealOrder, now: Date) {
  const states = appealTypeStates(order, now);
  return v.pipe(
    v.nullable(v.picklist(APPEAL_TYPES.map((t) => t.value))),
    v.check((type) => type !== null, APPEAL_MESSAGES.typeRequired),
    v.check(
      (type) => type === null || !states[type].disabled,
      (issue) => states[issue.input as AppealType].reason ?? APPEAL_MESSAGES.typeRequired,
    ),
  );
}

/**
 * 订单申诉 of an order (spec 1 sections 4, 5 and 8): a type the order allows, an explanation of
 * at most 200 characters that a return (ORDER) requires, and up to three images.
 */
export const appealForm = (order: AppealOrder, now: Date) =>
  v.pipe(
    v.object({ type: appealTypeField(order, now), ...AppealFields }),
    v.forward(
      v.partialCheck([['type'], ['content']], (d) => d.type !== 'ORDER' || d.content.trim() !== '', APPEAL_MESSAGES.contentRequired),
      ['content'],
    ),
  );

export type AppealDraft = v.InferInput<ReturnType<typeof appealForm>>;

const FIELD_ORDER = ['type', 'content', 'images'] as const;

/** The whole form before submit: the button's block, then the first field's message in form order. */
export function validateAppeal(order: AppealOrder, draft: AppealDraft, now: Date): string | null {
  if (!appealButton(order).visible) return APPEAL_MESSAGES.typeRequired;
  const block = appealBlock(order, now);
  if (block) return block;
  const result = v.safeParse(appealForm(order, now), draft);
  if (result.success) return null;
  const errors = issuesByField(result.issues);
  return FIELD_ORDER.map((field) => errors[field]).find(Boolean) ?? null;
}

/** What the order shows once an appeal was filed. */
export const AFTER_APPEAL = COMPLAINT.reviewing;
