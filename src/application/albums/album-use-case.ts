import { inject, injectable } from 'inversify';
import { TOKENS, contentGateway } from '../tokens';
import { CurrentActor } from '../content/current-actor';
import type { AreaGateway } from '../ports/content-gateway';
import type { FileStorage } from '../ports/file-storage';
import type { Load } from '../ports/load';

/** What an album save works with: the album gateway, the file storage its images go to, the actor. */
export interface AlbumSaveDeps {
  readonly albums: Load<AreaGateway<'albums'>>;
  readonly storage: Load<FileStorage>;
  readonly actor: CurrentActor;
}

/**
 * An album save (create, edit, re-edit) as a use case: one set of injections, the save's own
 * steps in `run`.
 */
export function albumUseCase<Args extends unknown[], R>(run: (deps: AlbumSaveDeps, ...args: Args) => Promise<R>) {
  @injectable()
  class AlbumUseCase implements AlbumSaveDeps {
    constructor(
      @inject(contentGateway('albums')) readonly albums: Load<AreaGateway<'albums'>>,
      @inject(TOKENS.FileStorage) readonly storage: Load<FileStorage>,
      @inject(CurrentActor) readonly actor: CurrentActor,
    ) {}

    execute(...args: Args): Promise<R> {
      return run(this, ...args);
    }
  }
  return AlbumUseCase;
}
