import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Container } from 'inversify';
import { TOKENS } from '../../application/tokens';
import { LoadCurrentUser } from '../../application/session/load-current-user';
import { EnsureSession } from '../../application/session/ensure-session';
import { NO_PERMISSION_MESSAGE } from '../../domain/session/permissions';
import { PERSONAL_LANDING, personalTitle, type PersonalPath, offersPath } from '../../domain/personal/personal-menu';
import { menuInputOf } from '../features/personal/shell/menu-input';
import { placeSearch, slideshowSearch } from '../features/personal/banners/banner-search';
import { proDetailsSearch } from '../features/personal/promotions/promotion-search';
import { type LazyPort, warmPorts } from './warm-ports';
import { lazyScreen } from './lazy-screen';

type Search = Record<string, unknown>;

/**
 * One child of /personal: its path, its lazy screen, where it takes query params their parser,
 * and the gateways it calls as it loads (`warm`: its route's loader asks for them, warmPorts;
 * tests/e2e-prod/headers.spec.ts).
 */
interface PersonalScreen {
  path: PersonalPath;
  load: () => Promise<{ default: ComponentType }>;
  validateSearch?: (search: Search) => object;
  warm?: readonly LazyPort[];
  /** The screen opens with its title as an h2 (StaticDataRouteOption's heading). */
  heading?: 'h2';
}

const positiveId = (raw: unknown) => (Number(raw) > 0 && Number.isInteger(Number(raw)) ? Number(raw) : undefined);
const optionalText = (raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : undefined);
const compact = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Search params shared by the edit screens: ?id=&status=&refresh= (spec 2 section 2). */
export const editSearch = (s: Search): { id?: number; status?: number; refresh?: string } =>
  compact({ id: positiveId(s.id), status: Number.isFinite(Number(s.status)) && s.status !== undefined && s.status !== '' ? Number(s.status) : undefined, refresh: optionalText(s.refresh) });

/**
 * Every screen of the personal centre. Each area adds its lines in its own block, so parallel
 * work never edits the same line.
 */
const SCREENS: PersonalScreen[] = [
  // shell and company (issue 8)
  { path: 'orderData', load: () => import('../routes/personal/order-data'), warm: ['albums'], heading: 'h2' },
  { path: 'companyData', load: () => import('../routes/personal/company-data'), warm: ['albums'], heading: 'h2' },
  // company profile, licence, subsidiaries (issue 8) ↓
  { path: 'enterpriseInfo', load: () => import('../routes/personal/enterprise-info'), validateSearch: (s) => (s.user === 'new' ? { user: 'new' } : {}), warm: ['Location'] },
  { path: 'groupInfo', load: () => import('../routes/personal/group-info') },
  { path: 'updateBusinessInfo', load: () => import('../routes/personal/update-business-info'), warm: ['Licence'] },
  { path: 'subsidiary', load: () => import('../routes/personal/subsidiary'), warm: ['Subsidiary'] },
  { path: 'addSubsidiary', load: () => import('../routes/personal/add-subsidiary'), warm: ['Location'] },
  // honours and banners (issue 10) ↓
  { path: 'honor', load: () => import('../routes/personal/honor'), warm: ['honors'] },
  { path: 'slideshow', load: () => import('../routes/personal/slideshow'), validateSearch: slideshowSearch, warm: ['banners'] },
  { path: 'homepageadd', load: () => import('../routes/personal/homepageadd'), validateSearch: editSearch, warm: ['banners'] },
  { path: 'cityHomeadd', load: () => import('../routes/personal/city-homeadd'), validateSearch: (s) => ({ ...editSearch(s), ...placeSearch(s) }), warm: ['banners'] },
  // promotions (issue 10) ↓
  { path: 'promotions', load: () => import('../routes/personal/promotions'), warm: ['promotions'] },
  { path: 'promotionsadd', load: () => import('../routes/personal/promotionsadd'), validateSearch: editSearch, warm: ['Editor', 'promotions'] },
  { path: 'prodetails', load: () => import('../routes/personal/prodetails'), validateSearch: proDetailsSearch, warm: ['promotions'] },
  // sub-accounts and designer profile (issue 11) ↓
  { path: 'accountlist', load: () => import('../routes/personal/accountlist'), warm: ['SubAccount'] },
  { path: 'accountAdd', load: () => import('../routes/personal/account-add'), validateSearch: (s) => compact({ id: positiveId(s.id) }), warm: ['SubAccount'] },
  { path: 'personalInfo', load: () => import('../routes/personal/personal-info'), warm: ['DesignerProfile', 'Location'] },
  // wallet, messages, appeals, feedback, agreement (issue 11) ↓
  { path: 'wallet', load: () => import('../routes/personal/wallet'), warm: ['Wallet', 'Order'] },
  { path: 'mailer', load: () => import('../routes/personal/mailer'), warm: ['Message'] },
  { path: 'appeal', load: () => import('../routes/personal/appeal'), warm: ['Appeal'] },
  { path: 'feedback', load: () => import('../routes/personal/feedback') },
  { path: 'agreement', load: () => import('../routes/personal/agreement') },
  // security and deregistration (issue 11) ↓
  { path: 'changePwd', load: () => import('../routes/personal/change-pwd') },
  { path: 'bindingSet', load: () => import('../routes/personal/binding-set') },
  { path: 'deprecated', load: () => import('../routes/personal/deprecated'), warm: ['Security'] },
];

/** A URL the account's menu does not offer says 暂无该权限 and goes to the account's own landing page. */
function guard(path: PersonalPath) {
  return ({ context }: { context: unknown }) => {
    const container = (context as { container: Container }).container;
    const input = menuInputOf(container.get(TOKENS.SessionModel));
    if (offersPath(input, path)) return;
    container.get(TOKENS.Notifier).warning(NO_PERMISSION_MESSAGE);
    throw redirect({ to: `/personal/${PERSONAL_LANDING[input.role]}` as string, replace: true });
  };
}

/** /personal and its children, under the signed-in route. */
export function personalRoutes<P extends AnyRoute>(parent: P) {
  const personal = createRoute({
    getParentRoute: () => parent,
    path: 'personal',
    staticData: { title: '个人中心' },
    // The header shows the company's logo and name on every screen.
    loader: warmPorts(['CompanyProfile']),
    // Entering the personal centre reads the user index again (a changed menu_list shows without
    // a reload), once per entry: in a route hook, not in an effect that strict mode runs twice.
    // When the page opened on the personal centre, the guard has just read it for this very
    // navigation, and that answer is taken.
    onEnter: ({ context }) => {
      const container = (context as { container: Container }).container;
      if (container.get(EnsureSession).userIndexLoadedByThisNavigation()) return;
      void container.get(LoadCurrentUser).execute().catch(() => undefined);
    },
    component: lazyScreen(() => import('../features/personal/shell/personal-layout'), 'PersonalLayout'),
  });
  const index = createRoute({
    getParentRoute: () => personal,
    path: '/',
    beforeLoad: ({ context }) => {
      const role = (context as { container: Container }).container.get(TOKENS.SessionModel).$accountRole.getState();
      throw redirect({ to: `/personal/${PERSONAL_LANDING[role]}` as string, replace: true });
    },
  });
  const children = SCREENS.map((screen) =>
    createRoute({
      getParentRoute: () => personal,
      path: screen.path,
      staticData: { title: personalTitle(screen.path, false), editTitle: personalTitle(screen.path, true), heading: screen.heading },
      validateSearch: screen.validateSearch ?? (() => ({})),
      beforeLoad: guard(screen.path),
      ...(screen.warm ? { loader: warmPorts(screen.warm) } : {}),
      component: lazyScreen(screen.load),
    }),
  );
  return [personal.addChildren([index, ...children])] as const;
}
