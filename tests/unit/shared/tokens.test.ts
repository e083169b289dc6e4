import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { WARM_UP, warmUp } from '../../../src/application/warm-up';

describe('the container tokens', () => {
  // Symbol.for: a port's token is one symbol for every chunk and copy of this module that asks.
  it('are the registered symbols named after their keys', () => {
    for (const [key, token] of Object.entries(TOKENS)) expect(token, key).toBe(Symbol.for(`merchant.${key}`));
  });

  it('are all different', () => {
    expect(new Set(Object.values(TOKENS)).size).toBe(Object.keys(TOKENS).length);
  });
});

describe('warming up a port', () => {
  it("asks a loader that can warm up to start loading, and leaves any other loader alone", () => {
    let warmed = 0;
    const loader = Object.assign(() => Promise.resolve({}), { [WARM_UP]: () => void warmed++ });
    warmUp(loader);
    expect(warmed).toBe(1);
    expect(() => warmUp(() => Promise.resolve({}))).not.toThrow();
    expect(WARM_UP).toBe(Symbol.for('merchant.warmUp'));
  });
});
