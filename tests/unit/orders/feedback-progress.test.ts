import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  type OptionState,
  type ProgressOption,
  acceptsFeedback,
  arrivalLocked,
  foldText,
  isNewProgress,
  optionStates,
  reachedOption,
  statusAfter,
  toggleOption,
} from '../../../src/domain/order/feedback-progress';
import { validateFeedback } from '../../../src/domain/order/feedback-form';
import type { OrderStatusCode } from '../../../src/domain/order/order-status';

const L: OptionState = 'locked';
const U: OptionState = 'unselectable';
const S: OptionState = 'selectable';

describe('feedback progress options', () => {
  it.each<[string, OrderStatusCode, ProgressOption | null, [OptionState, OptionState, OptionState]]>([
    ['已接单', 3, null, [S, S, S]],
    ['已量房', 4, 4, [L, S, S]],
    ['交定金', 5, 5, [U, L, S]],
    ['已签约', 1, 1, [U, U, L]],
  ])('from %s: preselected %s, options 4/5/1 are %j', (_name, status, reached, [s4, s5, s1]) => {
    expect(acceptsFeedback(status)).toBe(true);
    expect(reachedOption(status)).toBe(reached);
    expect(optionStates(status)).toEqual({ 4: s4, 5: s5, 1: s1 });
  });

  it.each<[OrderStatusCode]>([[2], [0]])('status %i takes no feedback', (status) => {
    expect(acceptsFeedback(status)).toBe(false);
  });

  it.each<[string, OrderStatusCode, ProgressOption | null, ProgressOption, ProgressOption | null]>([
    ['已接单: pick 4', 3, null, 4, 4],
    ['已接单: pick 1 directly', 3, null, 1, 1],
    ['已接单: switch 4 to 5', 3, 4, 5, 5],
    ['已接单: click 5 again clears', 3, 5, 5, null],
    ['已量房: locked 4 cannot be cleared', 4, 4, 4, 4],
    ['已量房: move to 5', 4, 4, 5, 5],
    ['已量房: click 5 again goes back to 4', 4, 5, 5, 4],
    ['交定金: cannot go back to 4', 5, 5, 4, 5],
    ['交定金: move to 1', 5, 5, 1, 1],
    ['已签约: 4 unselectable', 1, 1, 4, 1],
    ['已签约: 5 unselectable', 1, 1, 5, 1],
  ])('%s', (_case, status, selected, clicked, expected) => {
    expect(toggleOption(status, selected, clicked)).toBe(expected);
  });

  it.each<[ProgressOption, string]>([
    [4, '已量房'],
    [5, '交定金'],
    [1, '已签约'],
  ])('option %i leads to %s', (option, name) => expect(statusAfter(option)).toBe(name));

  it('only a choice beyond the reached option is new progress', () => {
    expect(isNewProgress(3, null)).toBe(false);
    expect(isNewProgress(4, null)).toBe(false);
    expect(isNewProgress(3, 4)).toBe(true);
    expect(isNewProgress(4, 4)).toBe(false);
    expect(isNewProgress(4, 5)).toBe(true);
  });

  it('the arrival toggle stays on once arrived', () => {
    expect(arrivalLocked(1)).toBe(true);
    expect(arrivalLocked(0)).toBe(false);
  });
});

describe('feedback text', () => {
  const base = { status: 4 as OrderStatusCode, selected: 4 as ProgressOption | null, initialArrival: 0, arrival: 0, content: '' };
  it.each([
    ['no change and no text', {}, FEEDBACK_MESSAGES.required],
    ['blank text', { content: '   ' }, FEEDBACK_MESSAGES.required],
    ['text alone', { content: '已约业主周六量房' }, null],
    ['a new option without text', { selected: 5 as ProgressOption }, null],
    ['an arrival change without text', { arrival: 1 }, null],
    ['501 characters', { content: '字'.repeat(501), selected: 5 as ProgressOption }, FEEDBACK_MESSAGES.tooLong],
    ['500 characters', { content: '字'.repeat(500) }, null],
  ])('%s', (_case, change, expected) => {
    expect(validateFeedback({ ...base, ...change })).toBe(expected);
  });

  it('folds text over 100 characters', () => {
    expect(foldText('短'.repeat(100))).toEqual({ short: '短'.repeat(100), folded: false });
    const folded = foldText('长'.repeat(101));
    expect(folded.folded).toBe(true);
    expect(folded.short).toBe(`${'长'.repeat(100)}…`);
  });
});
