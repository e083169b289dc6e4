import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { CurrentActor } from './current-actor';
import type { BusinessError } from '../errors';
import type { Load } from '../ports/load';
import type { ContentActor } from '../../domain/content/actor';
import { type Result, err, ok } from '../../domain/common/result';

/** A content area's gateway as far as deleting goes. */
interface Removable {
  remove(id: number): Promise<Result<unknown, BusinessError>>;
}

/** What differs between content areas when one of their items is deleted. */
export interface DeleteContentConfig<G extends Removable, T> {
  /** The area's gateway loader. */
  gateway: ServiceIdentifier<Load<G>>;
  /** The area's rule: why this actor may not delete an item in this status, or null. */
  blocker: (actor: ContentActor, status: number) => string | null;
  /** How the area names an item's id and status. */
  id: (item: T) => number;
  status: (item: T) => number;
  /** The message for a refused delete; by default '' as the request layer has shown it. */
  refusal?: (error: BusinessError) => string;
}

/**
 * The delete use case of a content area: the area's rule is checked first, so a refusal never
 * reaches the server, then the gateway removes the item. One implementation for every area.
 */
export function deleteContent<G extends Removable, T>(config: DeleteContentConfig<G, T>) {
  const refusal = config.refusal ?? (() => '');

  @injectable()
  class DeleteContent {
    constructor(
      @inject(config.gateway) readonly load: Load<G>,
      @inject(CurrentActor) readonly actor: CurrentActor,
    ) {}

    /** The rule alone, so a screen can tell at once why it will not ask. */
    check(item: T): string | null {
      return config.blocker(this.actor.get(), config.status(item));
    }

    async execute(item: T): Promise<Result<true, string>> {
      const blocked = this.check(item);
      if (blocked) return err(blocked);
      const answer = await (await this.load()).remove(config.id(item));
      return answer.ok ? ok(true) : err(refusal(answer.error));
    }
  }
  return DeleteContent;
}
