import { inject, injectable, type ServiceIdentifier } from 'inversify';
import type { Load } from './ports/load';
import type { BusinessError } from './errors';
import type { Result } from '../domain/common/result';

/**
 * A read through any lazily loaded port as a use case (`readContent` is this for a content
 * area): the port is asked, a refusal is thrown, the answer may be shaped.
 */
export function readPort<P, Args extends unknown[], R, Out = R>(
  port: ServiceIdentifier<Load<P>>,
  read: (gateway: P, ...args: Args) => Promise<Result<R, BusinessError>>,
  shape: (value: R) => Out = (value) => value as unknown as Out,
) {
  @injectable()
  class ReadPort {
    constructor(@inject(port) readonly load: Load<P>) {}

    async execute(...args: Args): Promise<Out> {
      const answer = await read(await this.load(), ...args);
      if (!answer.ok) throw answer.error;
      return shape(answer.value);
    }
  }
  return ReadPort;
}
