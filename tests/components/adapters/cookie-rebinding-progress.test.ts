import { afterEach, describe, expect, it } from 'vitest';
import { CookieRebindingProgress } from '../../../src/adapters/cookie/cookie-rebinding-progress';

const MINUTE = 60_000;

describe('the rebinding step cookie', () => {
  afterEach(() => new CookieRebindingProgress().forget());

  it('remembers step 2 for the verified account only, until forgotten', () => {
    const progress = new CookieRebindingProgress();
    progress.rememberVerified(1001);
    expect(progress.isVerified(1001)).toBe(true);
    expect(progress.isVerified(1005)).toBe(false);
    progress.forget();
    expect(progress.isVerified(1001)).toBe(false);
  });

  it('lasts 5 minutes', () => {
    new CookieRebindingProgress(() => Date.now() - 4 * MINUTE).rememberVerified(1001);
    expect(new CookieRebindingProgress().isVerified(1001)).toBe(true);
    new CookieRebindingProgress(() => Date.now() - 6 * MINUTE).rememberVerified(1001);
    expect(new CookieRebindingProgress().isVerified(1001)).toBe(false);
  });
});
