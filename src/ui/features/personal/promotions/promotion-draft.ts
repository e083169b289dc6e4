import type { PromotionFormValues } from '../../../../domain/promotion/promotion-form';

/** The editor keeps the body's draft under this key (the user's) and offers it back when the form opens. */
export const promotionBodyDraftKey = (id?: number) => `promotion-body:${id ?? 'new'}`;
/** The other fields are kept here (useFormDraft, the same store as the article form's fields). */
export const promotionFieldsDraftKey = (id?: number) => `promotion:${id ?? 'new'}`;

/** What the fields' draft keeps: everything but the body, which the editor drafts itself. */
export const promotionDraftFields = ({ content: _content, ...fields }: PromotionFormValues): Partial<PromotionFormValues> => fields;
