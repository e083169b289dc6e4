import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The capability walk (tests/e2e/walk/) signs in as a merchant does, through /login's form
 * (walk-support.ts `signInAs`), never from a session cookie the test writes itself
 * (support.ts `useDemoSession`, records-support.ts `signedIn`, orders-support.ts `openOrders`),
 * and reads what the server holds with the session it was given, not a `demo-` token.
 */
const walk = join(import.meta.dirname, '../../e2e/walk');
const SHORTCUTS = /\b(useDemoSession|signedIn)\b|\bopenOrders\b[^;]*from '\.\.\/orders-support'|Bearer demo-/;

describe('the capability walk signs in through the app', () => {
  it('no walk file starts from a session it writes itself or reads with a demo token', () => {
    const files = readdirSync(walk).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((name) => SHORTCUTS.test(readFileSync(join(walk, name), 'utf8')))).toEqual([]);
  });
});
