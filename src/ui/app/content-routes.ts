import { Outlet, type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { lazyScreen } from './lazy-screen';
import { TOKENS } from '../../application/tokens';
import { CurrentActor } from '../../application/content/current-actor';
import type { ContentActor } from '../../domain/content/actor';
import { NO_PERMISSION_MESSAGE } from '../../domain/session/permissions';
import { albumCreateBlocker, canSeeAlbums } from '../../domain/album/album-permissions';
import { articleCreateBlocker, canSeeArticles } from '../../domain/article/article-permissions';
import { warmPorts } from './warm-ports';

type Guard = (actor: ContentActor) => string | null;

/**
 * A beforeLoad guard from a domain rule: a refusal tells the user why and goes elsewhere.
 * The parent (authed) route has loaded the session by the time it runs.
 */
const guard = (rule: Guard, fallback: string) => ({ context }: { context: unknown }) => {
  const container = (context as { container: Container }).container;
  const message = rule(container.get(CurrentActor).get());
  if (!message) return;
  container.get(TOKENS.Notifier).warning(message);
  throw redirect({ to: fallback, replace: true });
};

const albumsVisible: Guard = (a) => (canSeeAlbums(a) ? null : NO_PERMISSION_MESSAGE);
const articlesVisible: Guard = (a) => (canSeeArticles(a) ? null : NO_PERMISSION_MESSAGE);

/** /picture and /article with their children (spec 2 section 2), under the signed-in route. */
export function contentRoutes<P extends AnyRoute>(parent: P) {
  // Every screen under /picture calls the album gateway as it loads, every one under /article the
  // article gateway (warmPorts).
  const picture = createRoute({ getParentRoute: () => parent, path: 'picture', component: Outlet, beforeLoad: guard(albumsVisible, '/'), loader: warmPorts(['albums']) });
  const pictureChildren = [
    createRoute({ getParentRoute: () => picture, path: '/', staticData: { title: '效果图', heading: 'h1' }, component: lazyScreen(() => import('../routes/picture/index')) }),
    createRoute({
      getParentRoute: () => picture,
      path: 'uploadtitle',
      staticData: { title: '效果图上传须知' },
      beforeLoad: guard(albumCreateBlocker, '/picture'),
      component: lazyScreen(() => import('../routes/picture/uploadtitle')),
    }),
    createRoute({
      getParentRoute: () => picture,
      path: 'create',
      staticData: { title: '上传效果图' },
      beforeLoad: guard(albumCreateBlocker, '/picture'),
      component: lazyScreen(() => import('../routes/picture/create')),
    }),
    createRoute({ getParentRoute: () => picture, path: 'details/$id', staticData: { title: '组图详情' }, component: lazyScreen(() => import('../routes/picture/details')) }),
    createRoute({ getParentRoute: () => picture, path: 'edit/$id', staticData: { title: '编辑组图' }, component: lazyScreen(() => import('../routes/picture/edit')) }),
    createRoute({ getParentRoute: () => picture, path: 'reedit/$id', staticData: { title: '重新编辑组图' }, component: lazyScreen(() => import('../routes/picture/reedit')) }),
  ];

  const article = createRoute({ getParentRoute: () => parent, path: 'article', component: Outlet, beforeLoad: guard(articlesVisible, '/'), loader: warmPorts(['articles']) });
  const articleChildren = [
    createRoute({ getParentRoute: () => article, path: '/', staticData: { title: '文章', heading: 'h1' }, component: lazyScreen(() => import('../routes/article/index')) }),
    createRoute({
      getParentRoute: () => article,
      path: 'add',
      staticData: { title: '发布文章', editTitle: '编辑文章' },
      validateSearch: (search: Record<string, unknown>): { id?: number } =>
        Number(search.id) > 0 ? { id: Number(search.id) } : {},
      // Without an id this is a new article; an edit is checked once the article (and its status) is loaded.
      beforeLoad: (ctx: { context: unknown; search: { id?: number } }) =>
        ctx.search.id ? undefined : guard(articleCreateBlocker, '/article')(ctx),
      loader: warmPorts(['Editor']),
      component: lazyScreen(() => import('../routes/article/add')),
    }),
    createRoute({ getParentRoute: () => article, path: 'details/$id', staticData: { title: '文章详情' }, component: lazyScreen(() => import('../routes/article/details')) }),
  ];

  return [picture.addChildren(pictureChildren), article.addChildren(articleChildren)] as const;
}
