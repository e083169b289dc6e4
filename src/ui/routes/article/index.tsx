import { articleCreateBlocker, showsArticleActions } from '../../../domain/article/article-permissions';
import { ContentListPage } from '../../components/content/content-list-page';
import { ArticleList } from '../../features/articles/article-list';

/** /article: tabs, title search, 发布文章 (hidden for group accounts), 10 per page. */
export default function ArticlePage() {
  return (
    <ContentListPage
      searchLabel="搜索文章"
      searchPlaceholder="请输入文章标题"
      create={{ label: '发布文章', shows: showsArticleActions, blocker: articleCreateBlocker, to: '/article/add' }}
      list={(status, search) => <ArticleList status={status} search={search} />}
    />
  );
}
