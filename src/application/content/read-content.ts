import { inject, injectable } from 'inversify';
import { contentGateway } from '../tokens';
import type { Load } from '../ports/load';
import type { Answer, AreaGateway, ContentArea } from '../ports/content-gateway';

/**
 * A read of a content area (its list, one item, a lookup) as a use case: the area's gateway is
 * asked, a refusal is thrown (the screen shows its failed state, with 重试), and the answer may be
 * shaped for the screen. One implementation for every read of every area.
 *
 *   export const LoadArticle = readContent('articles', (articles, id: number) => articles.detail(id));
 */
export function readContent<A extends ContentArea, Args extends unknown[], R, Out = R>(
  area: A,
  read: (gateway: AreaGateway<A>, ...args: Args) => Answer<R>,
  shape: (value: R) => Out = (value) => value as unknown as Out,
) {
  @injectable()
  class ReadContent {
    constructor(@inject(contentGateway(area)) readonly load: Load<AreaGateway<A>>) {}

    async execute(...args: Args): Promise<Out> {
      const answer = await read(await this.load(), ...args);
      if (!answer.ok) throw answer.error;
      return shape(answer.value);
    }
  }
  return ReadContent;
}

/** A page as the lists show it: no items when the server sends none. */
export const pageOf = <T>(page: { items?: T[] | null; total?: number | string | null } | null | undefined) => ({
  items: page?.items ?? [],
  total: Number(page?.total ?? 0),
});
