import { describe, expect, it } from 'vitest';
import {
  APPEAL_MESSAGES,
  APPEAL_TYPES,
  appealBlock,
  appealButton,
  appealTypeStates,
} from '../../../src/domain/order/appeal';
import { type AppealDraft, AppealFields, EVIDENCE_MESSAGES, validateAppeal, validateEvidence } from '../../../src/domain/order/appeal-form';
import { messageOf } from '../../../src/domain/common/schema';
import { REJECT_STATUS, STATUS_NAMES } from '../../../src/domain/order/order-status';
import { anOrder } from '../../fakes/order-fixtures';

const now = new Date(2024, 4, 20, 10, 0, 0);
const daysAgo = (days: number) => Math.floor((now.getTime() - days * 86_400_000) / 1000);

describe('appeal button by complaintIt', () => {
  it.each([
    [0, true, false, null],
    [1, true, true, APPEAL_MESSAGES.returnDone],
    [2, true, false, APPEAL_MESSAGES.reviewing],
    [3, true, false, null],
    [4, true, false, null],
    [5, true, true, APPEAL_MESSAGES.diffReturned],
    [99, false, true, null],
    [100, true, false, null],
    [null, true, true, APPEAL_MESSAGES.diffWithin15Days],
  ])('complaintIt %s: visible %s, disabled %s, block %s', (code, visible, disabled, block) => {
    expect(appealButton(anOrder({ complaintIt: code }))).toEqual({ visible, disabled, block });
  });

  it('is hidden for a rejected order', () => {
    expect(appealButton(anOrder({ status_name: '已拒绝' })).visible).toBe(false);
  });

  it('is disabled for a hidden order with 订单已被隐藏', () => {
    expect(appealButton(anOrder({ closed: 1 }))).toEqual({ visible: true, disabled: true, block: '订单已被隐藏' });
  });

  it('a 0-yuan order cannot be appealed', () => {
    expect(appealButton(anOrder({ orderPrice: 0 }))).toEqual({ visible: true, disabled: false, block: APPEAL_MESSAGES.zeroPrice });
  });

  it('an order without complaintIt reads as one whose difference cannot be asked for yet', () => {
    expect(appealButton(anOrder({ complaintIt: undefined as unknown as null }))).toEqual(appealButton(anOrder({ complaintIt: null })));
  });

  it('names each appeal type', () => {
    const labels = APPEAL_TYPES.map((t) => t.label);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('an order the appeal button does not show for cannot be appealed', () => {
    const rejected = anOrder({ status_name: STATUS_NAMES[REJECT_STATUS] });
    expect(validateAppeal(rejected, { type: 'ORDERDIFF', content: '', images: [] }, now)).toBe(APPEAL_MESSAGES.typeRequired);
  });
});

describe('appeal types', () => {
  it.each([
    [0, false, false],
    [3, true, false],
    [4, false, true],
    [5, true, false],
    [100, false, true],
  ])('complaintIt %s: price difference disabled %s, return disabled %s', (code, diffOff, returnOff) => {
    const states = appealTypeStates(anOrder({ complaintIt: code, bidder_timestamp: daysAgo(30) }), now);
    expect(states.ORDERDIFF.disabled).toBe(diffOff);
    expect(states.ORDER.disabled).toBe(returnOff);
  });

  it.each([
    [14, true],
    [15, false],
    [40, false],
  ])('accepted %i days ago: return blocked %s', (days, blocked) => {
    const state = appealTypeStates(anOrder({ bidder_timestamp: daysAgo(days) }), now).ORDER;
    expect(state.disabled).toBe(blocked);
    expect(state.reason).toBe(blocked ? APPEAL_MESSAGES.returnTooEarly : null);
  });
});

describe('appeal form', () => {
  const png = { name: 'a.png', type: 'image/png', size: 1000 };
  const order = anOrder({ bidder_timestamp: daysAgo(30) });
  it.each([
    ['no type', { type: null }, APPEAL_MESSAGES.typeRequired],
    ['return without text', { type: 'ORDER' as const }, APPEAL_MESSAGES.contentRequired],
    ['return with text', { type: 'ORDER' as const, content: '业主已签其他公司' }, null],
    ['price difference without text', { type: 'ORDERDIFF' as const }, null],
    ['text over 200', { type: 'ORDER' as const, content: '字'.repeat(201) }, APPEAL_MESSAGES.contentTooLong],
    ['four images', { type: 'ORDERDIFF' as const, images: [png, png, png, png] }, APPEAL_MESSAGES.tooManyImages],
    ['evidence that is not a file', { type: 'ORDERDIFF' as const, images: [null] as never }, EVIDENCE_MESSAGES.badFormat],
  ])('%s', (_case, change: Partial<AppealDraft>, expected) => {
    const empty: AppealDraft = { type: null, content: '', images: [] };
    expect(validateAppeal(order, { ...empty, ...change }, now)).toBe(expected);
  });

  it('a young order cannot ask for a return', () => {
    const young = anOrder({ bidder_timestamp: daysAgo(3) });
    expect(validateAppeal(young, { type: 'ORDER', content: '说明', images: [] }, now)).toBe(APPEAL_MESSAGES.returnTooEarly);
  });

  it.each([
    ['jpg', { name: 'a.jpg', type: 'image/jpeg', size: 10 }, null],
    ['jpeg', { name: 'a.JPEG', type: 'image/jpeg', size: 10 }, null],
    ['png', { name: 'a.png', type: 'image/png', size: 10 }, null],
    ['gif', { name: 'a.gif', type: 'image/gif', size: 10 }, EVIDENCE_MESSAGES.badFormat],
    ['pdf renamed', { name: 'a.png', type: 'application/pdf', size: 10 }, EVIDENCE_MESSAGES.badFormat],
    ['5MB', { name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 }, EVIDENCE_MESSAGES.tooLarge],
    ['just under 5MB', { name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 - 1 }, null],
    ['jpg with the non-standard type', { name: 'a.jpg', type: 'image/jpg', size: 10 }, null],
    ['png of no known type (the name decides)', { name: 'a.png', type: '', size: 10 }, null],
    ['png that is not the end of the name', { name: 'a.png.exe', type: '', size: 10 }, EVIDENCE_MESSAGES.badFormat],
  ])('evidence %s', (_case, file, expected) => {
    expect(validateEvidence([file])).toBe(expected);
  });

  it('checks every file, not only the first', () => {
    const gif = { name: 'a.gif', type: 'image/gif', size: 10 };
    expect(validateEvidence([png, gif])).toBe(EVIDENCE_MESSAGES.badFormat);
    expect(validateEvidence([png, png])).toBeNull();
  });

  it('refuses, in the evidence field, anything that is not a file with a name and a size', () => {
    for (const bad of [null, 'a.png', 3, { name: 'a.png', type: 'image/png' }, { type: 'image/png', size: 10 }, { name: 7, type: 'image/png', size: 10 }])
      expect(messageOf(AppealFields.images, [bad])).toBe(EVIDENCE_MESSAGES.badFormat);
    expect(messageOf(AppealFields.images, [png])).toBeNull();
  });

  it('counts images already chosen', () => {
    expect(validateEvidence([png], 2)).toBeNull();
    expect(validateEvidence([png], 3)).toBe(APPEAL_MESSAGES.tooManyImages);
  });
});

describe('appeal block before the dialog', () => {
  it('code 3 within 15 days of accepting: no type can be chosen, so the block message of section 8', () => {
    const young = anOrder({ complaintIt: 3, bidder_timestamp: daysAgo(5) });
    expect(appealTypeStates(young, now).ORDERDIFF.disabled && appealTypeStates(young, now).ORDER.disabled).toBe(true);
    expect(appealBlock(young, now)).toBe(APPEAL_MESSAGES.diffWithin15Days);
  });

  it.each([
    ['code 3 after 15 days', { complaintIt: 3, bidder_timestamp: daysAgo(20) }, null],
    ['a young order with the price difference open', { complaintIt: 0, bidder_timestamp: daysAgo(5) }, null],
    ['code 4 (return off) with the price difference open', { complaintIt: 4, bidder_timestamp: daysAgo(30) }, null],
    ['the button block comes first', { complaintIt: 2, bidder_timestamp: daysAgo(5) }, APPEAL_MESSAGES.reviewing],
  ])('%s', (_case, over, block) => {
    expect(appealBlock(anOrder(over), now)).toBe(block);
  });
});
