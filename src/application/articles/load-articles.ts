import { pageOf, readContent } from '../content/read-content';
import type { ArticleListQuery } from '../ports/content-gateway';

/** One page of 10, newest update first. Failures are thrown (and only logged). */
export const LoadArticles = readContent('articles', (articles, query: ArticleListQuery) => articles.list(query), pageOf);
export type LoadArticles = InstanceType<typeof LoadArticles>;
