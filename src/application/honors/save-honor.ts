import { type ContentSaveError, saveContent } from '../content/save-content';
import type { Honor } from '../../domain/honor/honor';
import {
  HONOR_MESSAGES,
  type HonorField,
  HonorForm,
  isHonorUnchanged,
  toHonorPayload,
} from '../../domain/honor/honor-form';
import { honorCreateBlocker, honorEditBlocker } from '../../domain/honor/honor-permissions';

export type HonorSaveError =
  | ContentSaveError<HonorField>
  | { kind: 'silent' }
  /** Any other refusal: the request layer has already shown the server's msg. */
  | { kind: 'rejected' };

/** Adds an honour, or saves the edit of a not-passed one. */
export const SaveHonor = saveContent({
  area: 'honors',
  createBlocker: honorCreateBlocker,
  editBlocker: honorEditBlocker,
  form: () => HonorForm,
  isUnchanged: (values, original: Honor) => isHonorUnchanged(values, original),
  unchangedMessage: HONOR_MESSAGES.unchanged,
  toPayload: toHonorPayload,
  // 20022 on an honour save is silent (spec 2 section 8): the form stays as it is.
  auditFailed: (): HonorSaveError => ({ kind: 'silent' }),
  failure: (): HonorSaveError => ({ kind: 'rejected' }),
});
export type SaveHonor = InstanceType<typeof SaveHonor>;
