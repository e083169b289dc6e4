import type { ServiceIdentifier } from 'inversify';
import type { Load } from './ports/load';
import type { BusinessError } from './errors';
import type { Result } from '../domain/common/result';
import { defineUseCase } from './use-case';

/**
 * A use case that only forwards to a lazily loaded port: the port is loaded and asked, and its
 * answer is the use case's (`LoadMessages`, `UnbindWechat`). `load` is the port it was given,
 * which a test of the wiring reads.
 */
export const callPort = <P, Args extends unknown[], R>(port: ServiceIdentifier<Load<P>>, call: (gateway: P, ...args: Args) => Promise<R>) =>
  defineUseCase([port], (load) => ({ load, execute: async (...args: Args): Promise<R> => call(await load(), ...args) }));

/**
 * A read through any lazily loaded port as a use case (`readContent` is this for a content
 * area): the port is asked, a refusal is thrown, the answer may be shaped.
 */
export const readPort = <P, Args extends unknown[], R, Out = R>(
  port: ServiceIdentifier<Load<P>>,
  read: (gateway: P, ...args: Args) => Promise<Result<R, BusinessError>>,
  shape: (value: R) => Out = (value) => value as unknown as Out,
) =>
  callPort(port, async (gateway: P, ...args: Args) => {
    const answer = await read(gateway, ...args);
    if (!answer.ok) throw answer.error;
    return shape(answer.value);
  });
