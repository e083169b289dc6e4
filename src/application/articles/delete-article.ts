import { deleteContent } from '../content/delete-content';
import { articleDeleteBlocker } from '../../domain/article/article-permissions';

/** An article is deleted only when the rules allow it; a server refusal is shown by the request layer. */
export const DeleteArticle = deleteContent({ area: 'articles', blocker: articleDeleteBlocker });
export type DeleteArticle = InstanceType<typeof DeleteArticle>;
