import { describe, expect, it } from 'vitest';
import { InFlight } from '../../src/application/in-flight';

describe('InFlight', () => {
  it('joins a call asked again with the same key while it runs, and calls anew once it settled', async () => {
    const flight = new InFlight<number, string>();
    let calls = 0;
    let release: (v: string) => void = () => {};
    const call = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = flight.run(1, call);
    const second = flight.run(1, call);
    expect(calls).toBe(1);
    release('答');
    expect(await first).toBe('答');
    expect(await second).toBe('答');
    void flight.run(1, call);
    expect(calls).toBe(2);
  });

  it('does not join a call for another key', () => {
    const flight = new InFlight<number, string>();
    let calls = 0;
    const call = () => {
      calls += 1;
      return new Promise<string>(() => {});
    };
    void flight.run(1, call);
    void flight.run(2, call);
    expect(calls).toBe(2);
  });

  it('answers each caller when the calls of two keys settle in reverse order', async () => {
    const flight = new InFlight<number, string>();
    const releases: ((v: string) => void)[] = [];
    const call = () => new Promise<string>((resolve) => releases.push(resolve));
    const older = flight.run(1, call);
    const newer = flight.run(2, call);
    releases[1]('新');
    expect(await newer).toBe('新');
    releases[0]('旧');
    expect(await older).toBe('旧');
  });

  it('lets a newer key be joined after an older call settles', async () => {
    const flight = new InFlight<number, string>();
    let calls = 0;
    const releases: ((v: string) => void)[] = [];
    const call = () => {
      calls += 1;
      return new Promise<string>((resolve) => releases.push(resolve));
    };
    const older = flight.run(1, call);
    void flight.run(2, call);
    releases[0]('旧');
    await older;
    void flight.run(2, call);
    expect(calls).toBe(2);
  });
});
