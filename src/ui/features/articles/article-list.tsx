import { Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { DeleteArticle } from '../../../application/articles/delete-article';
import type { Article } from '../../../domain/article/article';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { isGroup } from '../../../domain/content/actor';
import { articleEditBlocker, showsArticleActions } from '../../../domain/article/article-permissions';
import { useService } from '../../platform/container-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useScrolledPages } from '../../components/infinite-scroll';
import { FirstPageLoading, ListFooter } from '../../components/content/list-footer';
import { useContentActor } from '../../components/content/use-content-actor';
import { useContentDelete } from '../../components/content/use-confirmed-delete';
import { ArticleItem } from './article-item';
import { articleKeys, useArticleList } from './use-article-queries';

export function ArticleList({ status, search }: { status: ReviewStatus | undefined; search: string }) {
  const actor = useContentActor();
  const query = useArticleList(status, search);
  const { items: articles, pending } = useScrolledPages(query);
  const remove = useService(DeleteArticle);
  const notifier = useService(TOKENS.Notifier);
  const deletion = useContentDelete(remove, articleKeys.all, { success: '删除成功!', refusal: 'warning' });
  const navigate = useNavigate();

  const edit = (article: Article) => {
    const blocked = articleEditBlocker(actor, article.status);
    if (blocked) return notifier.warning(blocked);
    void navigate({ to: '/article/add', search: { id: article.id } });
  };

  const askDelete = (article: Article) => {
    const blocked = remove.check(article);
    if (blocked) return notifier.warning(blocked);
    deletion.ask(article);
  };

  return (
    <>
      {pending && <FirstPageLoading />}
      <Stack as="ul" listStyleType="none" gap="3" aria-label="文章列表" aria-busy={pending}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleItem article={article} showAuthor={isGroup(actor)} showActions={showsArticleActions(actor)} onEdit={edit} onDelete={askDelete} />
          </li>
        ))}
      </Stack>
      <ListFooter
        query={query}
        firstPagePending={pending}
        loading={query.isFetching}
        empty={query.isSuccess && !pending && articles.length === 0}
        ended={!query.hasNextPage && articles.length > 0}
        endText="我也是有底线的"
      />
      <ConfirmDialog {...deletion.dialog}>
        请确认是否删除该条信息
      </ConfirmDialog>
    </>
  );
}
