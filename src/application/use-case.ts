import { inject, injectable, type ServiceIdentifier } from 'inversify';

/** What each dependency token resolves to: a port's adapter (or its `Load<Port>`), a model, a use case. */
export type Dependencies<D extends readonly ServiceIdentifier<unknown>[]> = {
  -readonly [K in keyof D]: D[K] extends ServiceIdentifier<infer T> ? T : never;
};

/**
 * A use case written once, as functions over its dependencies: the tokens it needs, in order,
 * and what it does with them (`execute`, and any other method its screens call). The result is
 * an injectable class like any other use case: the container resolves it by itself (the tokens
 * are its explicit `@inject`s, one a constructor parameter), a screen asks for it by name
 * (`useService(Deregister)`), and a test constructs it with its dependencies in the same order
 * (`new Deregister(loaded(gateway), session, signOut)`). A lazily loaded port stays a loader
 * (`Load<Port>`): the use case loads it where it calls it, so a refusal before the call loads
 * nothing. Export the type with it: `export type Deregister = InstanceType<typeof Deregister>`.
 */
export function defineUseCase<const D extends readonly ServiceIdentifier<unknown>[], U extends object>(
  dependencies: D,
  make: (...deps: Dependencies<D>) => U,
): new (...deps: Dependencies<D>) => U {
  @injectable()
  class UseCase {
    constructor(...deps: Dependencies<D>) {
      Object.assign(this, make(...deps));
    }
  }
  dependencies.forEach((id, index) => inject(id)(UseCase, undefined, index));
  return UseCase as unknown as new (...deps: Dependencies<D>) => U;
}
