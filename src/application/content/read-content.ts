import { contentGateway } from '../tokens';
import { readPort } from '../read-port';
import type { Answer, AreaGateway, ContentArea } from '../ports/content-gateway';

/**
 * A read of a content area (its list, one item, a lookup) as a use case: the area's gateway is
 * asked, a refusal is thrown (the screen shows its failed state, with 重试), and the answer may be
 * shaped for the screen. One implementation for every read of every area.
 *
 *   export const LoadArticle = readContent('articles', (articles, id: number) => articles.detail(id));
 */
export const readContent = <A extends ContentArea, Args extends unknown[], R, Out = R>(
  area: A,
  read: (gateway: AreaGateway<A>, ...args: Args) => Answer<R>,
  shape?: (value: R) => Out,
) => readPort(contentGateway(area), read, shape);

/** A page as the lists show it: no items when the server sends none. */
export const pageOf = <T>(page: { items?: T[] | null; total?: number | string | null } | null | undefined) => ({
  items: page?.items ?? [],
  total: Number(page?.total ?? 0),
});
