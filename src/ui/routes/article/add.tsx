import { useEffect } from 'react';
import { Spinner } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { articleEditBlocker } from '../../../domain/article/article-permissions';
import { useService } from '../../app/container-context';
import { useContentActor } from '../../features/content/use-content-actor';
import { ArticleForm } from '../../features/articles/article-form';
import { useArticle } from '../../features/articles/use-article-queries';

/** /article/add (new) and /article/add?id= (edit of a not-passed article). */
export default function ArticleAddPage() {
  const { id } = useSearch({ strict: false }) as { id?: number };
  const article = useArticle(id);
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const blocked = id && article.data ? articleEditBlocker(actor, article.data.status) : null;

  useEffect(() => {
    if (!blocked) return;
    notifier.warning(blocked);
    void navigate({ to: '/article', replace: true });
  }, [blocked, navigate, notifier]);

  if (!id) return <ArticleForm />;
  if (!article.data || blocked) return article.isError ? null : <Spinner aria-label="加载中" />;
  return <ArticleForm key={article.data.id} original={article.data} />;
}
