import { describe, expect, it, vi } from 'vitest';
import { lazyGateway } from '../../../src/di/lazy-gateway';
import { warmUp } from '../../../src/application/warm-up';

interface Greeter {
  greet(name: string): Promise<string>;
  shout(name: string): Promise<string>;
}

const greeter: Greeter = {
  greet: async (name) => `你好，${name}`,
  shout: async (name) => `${name}！`,
};

describe('lazyGateway: a gateway loaded on its first call', () => {
  it('loads its module once, on the first call, and passes every call through', async () => {
    const load = vi.fn(async () => greeter);
    const gateway = lazyGateway(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([gateway.greet('商家'), gateway.shout('设计师')])).resolves.toEqual(['你好，商家', '设计师！']);
    await gateway.greet('again');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is never taken for a promise (inversify checks what it resolves for `then`)', async () => {
    const gateway = lazyGateway(async () => greeter);
    expect((gateway as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(gateway)).resolves.toBe(gateway);
  });

  it('loads again on the next call when its module did not arrive, instead of failing for good', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(greeter);
    const gateway = lazyGateway(load);
    await expect(gateway.greet('商家')).rejects.toThrow('Failed to fetch');
    await expect(gateway.greet('商家')).resolves.toBe('你好，商家');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails a call whose module did not arrive with what `failed` makes of the error', async () => {
    const told = new Error('told as a call that got no answer');
    const gateway = lazyGateway<Greeter>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), () => told);
    await expect(gateway.greet('商家')).rejects.toBe(told);
  });

  it('loads its module ahead when warmed up, and the first call then waits for no load', async () => {
    const load = vi.fn(async () => greeter);
    const gateway = lazyGateway(load);
    warmUp(gateway);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled));
    await expect(gateway.greet('商家')).resolves.toBe('你好，商家');
    warmUp(gateway);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells nobody when a warm-up load fails: the next call loads again and is told', async () => {
    const told = new Error('told as a call that got no answer');
    const failed = vi.fn(() => told);
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(greeter);
    const gateway = lazyGateway(load, failed);
    warmUp(gateway);
    await new Promise((settled) => setTimeout(settled));
    expect(load).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
    await expect(gateway.greet('商家')).rejects.toBe(told);
    expect(failed).toHaveBeenCalledTimes(1);
    await expect(gateway.greet('商家')).resolves.toBe('你好，商家');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('ignores a warm-up on a binding that loads nothing', () => {
    expect(() => warmUp(greeter)).not.toThrow();
  });
});
