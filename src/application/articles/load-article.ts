import { readContent } from '../content/read-content';

/** One article, fresh from the server, for its view or its edit form. */
export const LoadArticle = readContent('articles', (articles, id: number) => articles.detail(id));
export type LoadArticle = InstanceType<typeof LoadArticle>;
