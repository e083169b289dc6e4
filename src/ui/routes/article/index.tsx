import { Button, Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { articleCreateBlocker, showsArticleActions } from '../../../domain/article/article-permissions';
import { useService } from '../../app/container-context';
import { BackToTop } from '../../components/back-to-top';
import { ContentTabs } from '../../features/content/content-tabs';
import { useContentActor } from '../../features/content/use-content-actor';
import { ArticleList } from '../../features/articles/article-list';

/** /article: tabs, title search, 发布文章 (hidden for group accounts), 10 per page. */
export default function ArticlePage() {
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();

  const create = () => {
    const blocked = articleCreateBlocker(actor);
    if (blocked) return notifier.warning(blocked);
    void navigate({ to: '/article/add' });
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        文章
      </Heading>
      <ContentTabs
        searchLabel="搜索文章"
        searchPlaceholder="请输入文章标题"
        action={
          showsArticleActions(actor) && (
            <Button size="sm" colorPalette="blue" onClick={create}>
              发布文章
            </Button>
          )
        }
      >
        {(status, search) => <ArticleList status={status} search={search} />}
      </ContentTabs>
      <BackToTop />
    </Stack>
  );
}
