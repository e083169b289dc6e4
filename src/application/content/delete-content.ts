import { inject, injectable } from 'inversify';
import { CurrentActor } from './current-actor';
import { contentGateway } from '../tokens';
import type { BusinessError } from '../errors';
import type { Load } from '../ports/load';
import type { AreaGateway, ContentArea } from '../ports/content-gateway';
import type { ContentActor } from '../../domain/content/actor';
import { type Result, err, ok } from '../../domain/common/result';

/** An item as most areas name it. */
interface Item {
  id: number;
  status: number;
}

/** What differs between content areas when one of their items is deleted. */
export interface DeleteContentConfig<T> {
  area: ContentArea;
  /** The area's rule: why this actor may not delete an item in this status, or null. */
  blocker: (actor: ContentActor, status: number) => string | null;
  /** How the area names an item's id and status; `id` and `status` by default. */
  id?: (item: T) => number;
  status?: (item: T) => number;
  /** The message for a refused delete; by default '' as the request layer has shown it. */
  refusal?: (error: BusinessError) => string;
}

/**
 * The delete use case of a content area: the area's rule is checked first, so a refusal never
 * reaches the server, then the gateway removes the item. One implementation for every area.
 */
export function deleteContent<T = Item>(config: DeleteContentConfig<T>) {
  const refusal = config.refusal ?? (() => '');
  const id = config.id ?? ((item: T) => (item as Item).id);
  const status = config.status ?? ((item: T) => (item as Item).status);
  type Gateway = Pick<AreaGateway<ContentArea>, 'remove'>;

  @injectable()
  class DeleteContent {
    constructor(
      @inject(contentGateway(config.area)) readonly load: Load<Gateway>,
      @inject(CurrentActor) readonly actor: CurrentActor,
    ) {}

    /** The rule alone, so a screen can tell at once why it will not ask. */
    check(item: T): string | null {
      return config.blocker(this.actor.get(), status(item));
    }

    async execute(item: T): Promise<Result<true, string>> {
      const blocked = this.check(item);
      if (blocked) return err(blocked);
      const answer = await (await this.load()).remove(id(item));
      return answer.ok ? ok(true) : err(refusal(answer.error));
    }
  }
  return DeleteContent;
}
