import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { APPEAL_MESSAGES, type AppealType } from '../../../src/domain/order/appeal';
import { type AppealDraft, EVIDENCE_MESSAGES, type EvidenceFile, appealForm } from '../../../src/domain/order/appeal-form';
import { FEEDBACK_MESSAGES, type ProgressOption } from '../../../src/domain/order/feedback-progress';
import { type FeedbackStartState, feedbackProgressForm } from '../../../src/domain/order/feedback-form';
import { ASSIGN_MESSAGES } from '../../../src/domain/order/order-actions';
import { AssignForm } from '../../../src/domain/order/assign-form';
import { ORDER_STATUS } from '../../../src/domain/order/order-status';
import type { OrderListItem } from '../../../src/domain/order/order';
import { formErrors } from '../../../src/domain/common/schema';
import { anOrder } from '../../fakes/order-fixtures';

// The fields of the order dialogs' forms (spec 1 section 5), reached through each form's schema:
// each returns its field's message.
const now = new Date(2024, 4, 20, 10, 0, 0);
const daysAgo = (days: number) => Math.floor((now.getTime() - days * 86_400_000) / 1000);
const png = (name = 'a.png', size = 1000) => ({ name, type: 'image/png', size });

/** The message of one field of a form, or null. */
const fieldMessage = <S extends v.GenericSchema>(schema: S, values: v.InferInput<S>, field: string) => formErrors(schema, values)[field] ?? null;
const anyOrder = anOrder({ bidder_timestamp: daysAgo(20) });
const appealTypeRule = (order: OrderListItem, at: Date) => (type: AppealType | null) =>
  fieldMessage(appealForm(order, at), { type, content: '', images: [] } as AppealDraft, 'type');
const appealContentRule = (type: AppealType | null) => (content: string) =>
  fieldMessage(appealForm(anyOrder, now), { type, content, images: [] } as AppealDraft, 'content');
const appealImagesRule = (images: EvidenceFile[]) =>
  fieldMessage(appealForm(anyOrder, now), { type: 'ORDERDIFF', content: '', images }, 'images');
const feedbackContentRule =
  ({ selected, arrival, ...start }: FeedbackStartState & { selected: ProgressOption | null; arrival: number }) =>
  (content: string) =>
    fieldMessage(feedbackProgressForm(start), { selected, arrival, content }, 'content');
const designerRule = (designer: { id: number } | null) =>
  fieldMessage(AssignForm, { designer: designer && { id: designer.id, realname: '', phone: '', head_img_url: null } }, 'designer');

describe('appeal field rules', () => {
  const old = anOrder({ bidder_timestamp: daysAgo(20) });
  it('the type: required, and only one the order allows', () => {
    expect(appealTypeRule(old, now)(null)).toBe(APPEAL_MESSAGES.typeRequired);
    expect(appealTypeRule(old, now)('ORDER')).toBeNull();
    expect(appealTypeRule(old, now)('ORDERDIFF')).toBeNull();
    expect(appealTypeRule(anOrder({ bidder_timestamp: daysAgo(3) }), now)('ORDER')).toBe(APPEAL_MESSAGES.returnTooEarly);
    expect(appealTypeRule(anOrder({ complaintIt: 3 }), now)('ORDERDIFF')).toBe(APPEAL_MESSAGES.typeRequired);
  });

  it('the explanation: required for a return only, at most 200 characters', () => {
    expect(appealContentRule('ORDER')('  ')).toBe(APPEAL_MESSAGES.contentRequired);
    expect(appealContentRule('ORDERDIFF')('')).toBeNull();
    expect(appealContentRule(null)('')).toBeNull();
    expect(appealContentRule('ORDER')('业主已签约'.repeat(40))).toBeNull();
    expect(appealContentRule('ORDERDIFF')('业'.repeat(201))).toBe(APPEAL_MESSAGES.contentTooLong);
  });

  it('the images: none is fine, at most three JPG/JPEG/PNG under 5MB', () => {
    expect(appealImagesRule([])).toBeNull();
    expect(appealImagesRule([png(), png(), png()])).toBeNull();
    expect(appealImagesRule([png(), png(), png(), png()])).toBe(APPEAL_MESSAGES.tooManyImages);
    expect(appealImagesRule([{ name: 'a.gif', type: 'image/gif', size: 10 }])).toBe(EVIDENCE_MESSAGES.badFormat);
    expect(appealImagesRule([png('big.png', 5 * 1024 * 1024)])).toBe(EVIDENCE_MESSAGES.tooLarge);
  });
});

describe('feedback text rule', () => {
  const from = { status: ORDER_STATUS.accepted, selected: null, initialArrival: 0, arrival: 0 };
  it('is required while neither a new option nor the arrival changed', () => {
    expect(feedbackContentRule(from)(' ')).toBe(FEEDBACK_MESSAGES.required);
    expect(feedbackContentRule(from)('已联系业主')).toBeNull();
    expect(feedbackContentRule({ ...from, selected: 4 })('')).toBeNull();
    expect(feedbackContentRule({ ...from, arrival: 1 })('')).toBeNull();
  });

  it('the reached option preselected is no change; more than 500 characters never pass', () => {
    const measured = { ...from, status: ORDER_STATUS.measured, selected: 4 as const };
    expect(feedbackContentRule(measured)('')).toBe(FEEDBACK_MESSAGES.required);
    expect(feedbackContentRule({ ...from, selected: 1 })('字'.repeat(501))).toBe(FEEDBACK_MESSAGES.tooLong);
  });
});

describe('designer rule', () => {
  it('needs a designer', () => {
    expect(designerRule(null)).toBe(ASSIGN_MESSAGES.designerRequired);
    expect(designerRule({ id: 1002 })).toBeNull();
  });

  it('takes a chosen sub-account, with its numeric id, and nothing else', () => {
    for (const designer of [{ id: '1002' }, { realname: '李设计' }, 1002, '李设计'])
      expect(v.is(AssignForm, { designer }), JSON.stringify(designer)).toBe(false);
    expect(v.is(AssignForm, { designer: { id: 1002, realname: '李设计', phone: '', head_img_url: null } })).toBe(true);
  });
});
