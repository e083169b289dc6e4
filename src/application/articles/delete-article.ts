import { contentGateway } from '../tokens';
import { deleteContent } from '../content/delete-content';
import { articleDeleteBlocker } from '../../domain/article/article-permissions';

/** An article is deleted only when the rules allow it; a server refusal is shown by the request layer. */
export const DeleteArticle = deleteContent({
  gateway: contentGateway('articles'),
  blocker: articleDeleteBlocker,
  id: (article: { id: number; status: number }) => article.id,
  status: (article) => article.status,
});
export type DeleteArticle = InstanceType<typeof DeleteArticle>;
