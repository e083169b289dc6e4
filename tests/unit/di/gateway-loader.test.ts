import { describe, expect, it, vi } from 'vitest';
import { gatewayLoader } from '../../../src/di/container';
import { warmUp } from '../../../src/application/warm-up';
import { loaded } from '../../fakes/loaded';

interface Greeter {
  readonly prefix: string;
  greet(name: string): Promise<string>;
  shout(name: string): Promise<string>;
}

const greeter: Greeter = {
  prefix: 'https://img.example.com',
  greet: async (name) => `你好，${name}`,
  shout: async (name) => `${name}！`,
};

describe('gatewayLoader: a gateway loaded on first use', () => {
  it('loads its module once, on the first use, and answers the gateway itself', async () => {
    const load = vi.fn(async () => greeter);
    const gateway = gatewayLoader(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([gateway(), gateway()]);
    await expect(Promise.all([first.greet('商家'), second.shout('设计师')])).resolves.toEqual(['你好，商家', '设计师！']);
    expect(first).toBe(greeter);
    await gateway();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes properties through unchanged', async () => {
    const gateway = await gatewayLoader(async () => greeter)();
    expect(gateway.prefix).toBe('https://img.example.com');
  });

  it('loads again on the next use when its module did not arrive, instead of failing for good', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(greeter);
    const gateway = gatewayLoader(load);
    await expect(gateway()).rejects.toThrow('Failed to fetch');
    await expect((await gateway()).greet('商家')).resolves.toBe('你好，商家');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails a use whose module did not arrive with what `failed` makes of the error', async () => {
    const told = new Error('told as a call that got no answer');
    const gateway = gatewayLoader<Greeter>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), () => told);
    await expect(gateway()).rejects.toBe(told);
  });

  it('loads its module ahead when warmed up, and the first use then waits for no load', async () => {
    const load = vi.fn(async () => greeter);
    const gateway = gatewayLoader(load);
    warmUp(gateway);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled));
    await expect((await gateway()).greet('商家')).resolves.toBe('你好，商家');
    warmUp(gateway);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells nobody when a warm-up load fails: the next use loads again and is told', async () => {
    const told = new Error('told as a call that got no answer');
    const failed = vi.fn(() => told);
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(greeter);
    const gateway = gatewayLoader(load, failed);
    warmUp(gateway);
    await new Promise((settled) => setTimeout(settled));
    expect(load).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
    await expect(gateway()).rejects.toBe(told);
    expect(failed).toHaveBeenCalledTimes(1);
    await expect((await gateway()).greet('商家')).resolves.toBe('你好，商家');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('ignores a warm-up on a loader that loads nothing', () => {
    expect(() => warmUp(loaded(greeter))).not.toThrow();
  });
});
