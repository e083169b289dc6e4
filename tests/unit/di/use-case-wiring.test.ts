import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { defineUseCase } from '../../../src/application/use-case';
import { callPort, readPort } from '../../../src/application/read-port';
import { BusinessError } from '../../../src/application/errors';
import type { Load } from '../../../src/application/ports/load';
import type { ServiceIdentifier } from 'inversify';
import { err, ok } from '../../../src/domain/common/result';
import type { Clock } from '../../../src/application/ports/clock';
import { loaded } from '../../fakes/loaded';

const clock: Clock = { now: () => new Date(0) };
const Needed = defineUseCase([TOKENS.Clock], (c) => ({ now: () => c.now() }));
const Wired = defineUseCase([TOKENS.Clock, Needed, TOKENS.Notifier], (c, needed, notifier) => ({
  deps: () => [c, needed, notifier] as const,
}));

describe('defineUseCase: a use case written as functions over its dependencies', () => {
  it('is resolved by the container with its tokens injected in order, once', () => {
    const c = new Container({ autobind: true, defaultScope: 'Singleton' });
    const notifier = { warning: () => undefined };
    c.bind(TOKENS.Clock).toConstantValue(clock);
    c.bind(TOKENS.Notifier).toConstantValue(notifier as never);
    const wired = c.get(Wired);
    expect(wired.deps()).toEqual([clock, c.get(Needed), notifier]);
    expect(c.get(Wired)).toBe(wired);
  });

  it('is constructed by a test with its dependencies in the same order', () => {
    expect(new Needed(clock).now()).toEqual(new Date(0));
  });
});

describe('callPort and readPort: use cases that only forward to a lazily loaded port', () => {
  const gateway = { answer: async (n: number) => (n > 0 ? ok(n) : err(new BusinessError(20001, 'no'))) };
  const port = Symbol.for('test.Port') as ServiceIdentifier<Load<typeof gateway>>;

  it('callPort answers what the port answers, refusals included', async () => {
    const Call = callPort(port, (g, n: number) => g.answer(n));
    expect(await new Call(loaded(gateway)).execute(-1)).toEqual(err(new BusinessError(20001, 'no')));
  });

  it('readPort throws a refusal and shapes an answer', async () => {
    const Read = readPort(port, (g, n: number) => g.answer(n), (n) => n * 2);
    expect(await new Read(loaded(gateway)).execute(2)).toBe(4);
    await expect(new Read(loaded(gateway)).execute(0)).rejects.toMatchObject({ code: 20001 });
  });
});
