import { useEffect } from 'react';
import { Box} from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { articleEditBlocker } from '../../../domain/article/article-permissions';
import { useService } from '../../platform/container-context';
import { useContentActor } from '../../components/content/use-content-actor';
import { ArticleForm } from '../../features/articles/article-form';
import { ContentNotFound } from '../../components/content/content-not-found';
import { useArticle } from '../../features/articles/use-article-queries';
import { LoadingSpinner } from '../../components/loading-spinner';

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

  if (article.isError) return <ContentNotFound to="/article" />;
  if (id && (!article.data || blocked)) return <LoadingSpinner />;
  return (
    // Article pages give the editor 1070 px (spec 2 section 9): at full width the form takes the page gutters.
    <Box mx={{ xl: -6 }}>{article.data ? <ArticleForm key={article.data.id} original={article.data} /> : <ArticleForm />}</Box>
  );
}
