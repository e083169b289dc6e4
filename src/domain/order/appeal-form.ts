import * as v from 'valibot';
import { plainText, atMost, issuesByField } from '../common/schema';
import { IMAGE_MESSAGES, checkImageFile } from '../common/image-file';
import {
  APPEAL_MAX_BYTES,
  APPEAL_MAX_IMAGES,
  APPEAL_MESSAGES,
  APPEAL_TYPES,
  type AppealOrder,
  type AppealType,
  appealBlock,
  appealButton,
  appealTypeStates,
} from './appeal';

// The 订单申诉 form, apart from appeal.ts, whose button rules the order lists load up front:
// this schema loads with the dialog and the use case that files the appeal.

export interface EvidenceFile {
  name: string;
  type: string;
  size: number;
}

/** What the evidence images are refused with: the shared image checks' words (spec 1 §5). */
export const EVIDENCE_MESSAGES = { badFormat: IMAGE_MESSAGES.type, tooLarge: IMAGE_MESSAGES.tooLarge5M } as const;

/** One image's problem: its format first, then its size (under APPEAL_MAX_BYTES: the limit itself is too large). */
const imageProblem = (f: EvidenceFile): string | null =>
  checkImageFile(f, { maxBytes: APPEAL_MAX_BYTES - 1, tooLarge: EVIDENCE_MESSAGES.tooLarge });

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
  v.array(v.custom<EvidenceFile>(isEvidenceFile, EVIDENCE_MESSAGES.badFormat)),
  v.check(
    (files) => validateEvidence(files) === null,
    (issue) => validateEvidence(issue.input as EvidenceFile[]) ?? EVIDENCE_MESSAGES.badFormat,
  ),
);

/** The explanation: at most 200 characters (it is sent trimmed). */
const AppealContent = v.pipe(v.string(), atMost(200, APPEAL_MESSAGES.contentTooLong), plainText(true));

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
/* @__NO_SIDE_EFFECTS__ */
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
  // An evidence item's issue is keyed by its place (images.0): it is the evidence field's message.
  const errors = Object.entries(issuesByField(result.issues));
  const messageOfField = (field: string) => errors.find(([key]) => key === field || key.startsWith(`${field}.`))?.[1];
  return FIELD_ORDER.map(messageOfField).find(Boolean) ?? null;
}
