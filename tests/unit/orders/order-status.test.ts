import { describe, expect, it } from 'vitest';
import {
  ACCEPT_STATUS,
  REJECT_STATUS,
  STATUS_NAMES,
  isInProgress,
  isRejected,
  showsAcceptReject,
  statusCodeOf,
  statusName,
} from '../../../src/domain/order/order-status';

describe('order status names', () => {
  it.each([
    ['待接单', 2, true, false],
    ['已接单', 3, false, true],
    ['已拒绝', 0, false, false],
    ['已量房', 4, false, true],
    ['交定金', 5, false, true],
    ['已签约', 1, false, true],
  ])('%s has code %i; accept/reject %s; in progress %s', (name, code, acceptReject, progress) => {
    expect(statusCodeOf(name)).toBe(code);
    expect(STATUS_NAMES[code as keyof typeof STATUS_NAMES]).toBe(name);
    expect(showsAcceptReject(name)).toBe(acceptReject);
    expect(isInProgress(name)).toBe(progress);
  });

  it('accept sends 3 and reject sends 0', () => {
    expect(ACCEPT_STATUS).toBe(3);
    expect(REJECT_STATUS).toBe(0);
  });

  it('an unknown name has no code and no action', () => {
    expect(statusCodeOf('未知')).toBeNull();
    expect(statusCodeOf(null)).toBeNull();
    expect(isInProgress('未知')).toBe(false);
    expect(showsAcceptReject('未知')).toBe(false);
  });
});

describe('status helpers', () => {
  it('reads a name with blanks around it', () => {
    expect(statusCodeOf(` ${STATUS_NAMES[ACCEPT_STATUS]} `)).toBe(ACCEPT_STATUS);
  });

  it('names each code as the list does', () => {
    for (const [code, name] of Object.entries(STATUS_NAMES)) expect(statusName(Number(code) as keyof typeof STATUS_NAMES)).toBe(name);
  });

  it('knows a rejected order by its name only', () => {
    expect(isRejected(STATUS_NAMES[REJECT_STATUS])).toBe(true);
    expect(isRejected(STATUS_NAMES[ACCEPT_STATUS])).toBe(false);
    expect(isRejected('')).toBe(false);
  });
});
