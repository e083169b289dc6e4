import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import type { OrderTab } from '../../domain/order/order-tabs';
import type { Container } from 'inversify';
import { EnsureSession } from '../../application/session/ensure-session';
import { RootLayout } from './root-layout';
import { NotFoundPage } from '../routes/not-found';
import { contentRoutes } from './content-routes';
import { orderListQueryModule, orderRoutes } from './order-routes';
import { personalRoutes } from './personal-routes';
import { RouteError } from './route-error';
import { lazyScreen } from './lazy-screen';
import { warmPorts } from './warm-ports';
import { SIGN_IN_TITLE } from './app-chrome';

export interface RouterContext {
  container: Container;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title (spec: every route sets it from its own metadata). */
    title?: string;
    /** The title when the screen edits rather than adds (its search has an id). */
    editTitle?: string;
    /**
     * The screen opens with its title as a heading of this level: the shell's placeholder shows
     * it while the screen is on its way (ScreenPlaceholder).
     */
    heading?: 'h1' | 'h2';
    /**
     * The screen opens with these tabs (search parameter `tab`): the shell's placeholder shows
     * them, working, with 加载中… in the open panel while the screen is on its way.
     */
    tabs?: readonly OrderTab[];
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

const ensureOf = (container: Container) => container.get(EnsureSession);

/** /login with a token goes home (spec 1 section 2, navigation guard). */
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { title: SIGN_IN_TITLE },
  beforeLoad: ({ context }) => {
    if (ensureOf(context.container).hasToken()) throw redirect({ to: '/' });
  },
  component: lazyScreen(() => import('./routed-sign-in'), 'RoutedSignIn'),
});

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  staticData: { title: '注册' },
  component: lazyScreen(() => import('../routes/register')),
});

const findAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/find-account',
  staticData: { title: '找回账号' },
  component: Outlet,
});
const findAccountIndex = createRoute({
  getParentRoute: () => findAccountRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/find-account/application', replace: true });
  },
});
const findAccountApplication = createRoute({
  getParentRoute: () => findAccountRoute,
  path: 'application',
  staticData: { title: '找回账号' },
  component: lazyScreen(() => import('../routes/find-account/application')),
});
const findAccountForm = createRoute({
  getParentRoute: () => findAccountRoute,
  path: 'form',
  staticData: { title: '找回账号申请' },
  component: lazyScreen(() => import('../routes/find-account/form')),
});

/**
 * Everything behind sign-in: without a token go to /login; with one, load the user and
 * check the licence once before the first screen renders.
 */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: async ({ context }) => {
    const ensure = ensureOf(context.container);
    if (!ensure.hasToken()) throw redirect({ to: '/login', replace: true });
    await ensure.execute();
    if (!ensure.hasToken()) throw redirect({ to: '/login', replace: true });
  },
  component: lazyScreen(() => import('../features/shell/app-shell'), 'AppShell'),
});

const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  staticData: { title: '首页' },
  loader: askHome,
  component: lazyScreen(() => import('../routes/home')),
});

/**
 * The home's questions. Their module is loaded here, not by this stage: it brings the home use
 * cases, which /login would otherwise load up front (home.html asks for it with the entry). The
 * gateways the screen calls as it loads (its latest orders, the shell's feedback reminder) load
 * alongside, and after the questions the order list's (the home's way on is 订单).
 */
function askHome({ context }: { context: RouterContext }) {
  warmPorts(['Home', 'Order'])({ context });
  import('../features/home/home-queries')
    .then((m) => {
      m.prefetchHome(context.container);
      // After the home's own questions: what a tap on 订单 needs first (src/ui/app/order-routes.ts),
      // for an account that may see orders.
      if (m.ordersVisible(context.container)) return orderListQueryModule();
    })
    // A chunk that failed to load fails the screen's too, which the route's error boundary shows.
    .catch(() => undefined);
}

/**
 * A sign-in's destination, started while the guard's calls are out (src/ui/app/sign-in-first.tsx)
 * rather than after their answers: the screens' files and the home's questions, which need the
 * stored token only. The navigation then finds them loaded or on their way.
 */
export function prepareDestination(router: ReturnType<typeof createAppRouter>, container: Container, path: string) {
  for (const match of router.matchRoutes(path.split('?')[0])) {
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined);
    if (match.routeId === homeRoute.id) askHome({ context: { container } });
  }
}

const routeTree = rootRoute.addChildren([
  loginRoute,
  registerRoute,
  findAccountRoute.addChildren([findAccountIndex, findAccountApplication, findAccountForm]),
  authedRoute.addChildren([homeRoute, ...contentRoutes(authedRoute), ...orderRoutes(authedRoute), ...personalRoutes(authedRoute)]),
]);

/** The options let the build prerender the browser's tree in Node (src/prerender.tsx). */
export function createAppRouter(
  container: Container,
  options: { history?: RouterHistory; isServer?: boolean; scrollRestoration?: boolean } = {},
) {
  return createRouter({
    routeTree,
    context: { container },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    // Every route: a failure renders in place of the screen, inside the shell and its navigation.
    defaultErrorComponent: RouteError,
    notFoundMode: 'root',
    scrollRestoration: true,
    ...options,
  });
}
