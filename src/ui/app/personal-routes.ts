import { type AnyRoute, type RouteComponent, createRoute, redirect } from '@tanstack/react-router';
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
 * One child of /personal: its path, its lazy screen (the feature's page itself; a module of
 * src/ui/routes/personal where the screen binds a prop or composes several features), where it
 * takes query params their parser, and the gateways it calls as it loads (`warm`: its route's loader asks for them, warmPorts;
 * tests/e2e-prod/headers.spec.ts).
 */
interface PersonalScreen {
  path: PersonalPath;
  component: RouteComponent;
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
  { path: 'orderData', component: lazyScreen(() => import('../features/personal/overview/overview-page'), 'OverviewPage'), warm: ['albums'], heading: 'h2' },
  // companyData: the same company overview as orderData, reached from it (the spec names no other content).
  { path: 'companyData', component: lazyScreen(() => import('../features/personal/overview/overview-page'), 'OverviewPage'), warm: ['albums'], heading: 'h2' },
  // company profile, licence, subsidiaries (issue 8) ↓
  { path: 'enterpriseInfo', component: lazyScreen(() => import('../features/personal/company/enterprise-page'), 'EnterprisePage'), validateSearch: (s) => (s.user === 'new' ? { user: 'new' } : {}), warm: ['Location'] },
  { path: 'groupInfo', component: lazyScreen(() => import('../features/personal/company/group-info-page'), 'GroupInfoPage') },
  { path: 'updateBusinessInfo', component: lazyScreen(() => import('../features/personal/company/business-info-page'), 'BusinessInfoPage'), warm: ['Licence'] },
  { path: 'subsidiary', component: lazyScreen(() => import('../features/personal/company/subsidiary-page'), 'SubsidiaryPage'), warm: ['Subsidiary'] },
  { path: 'addSubsidiary', component: lazyScreen(() => import('../features/personal/company/add-subsidiary-page'), 'AddSubsidiaryPage'), warm: ['Location'] },
  // honours and banners (issue 10) ↓
  { path: 'honor', component: lazyScreen(() => import('../features/personal/honors/honor-page'), 'HonorPage'), warm: ['honors'] },
  { path: 'slideshow', component: lazyScreen(() => import('../features/personal/banners/slideshow-page'), 'SlideshowPage'), validateSearch: slideshowSearch, warm: ['banners'] },
  { path: 'homepageadd', component: lazyScreen(() => import('../routes/personal/homepageadd')), validateSearch: editSearch, warm: ['banners'] },
  { path: 'cityHomeadd', component: lazyScreen(() => import('../routes/personal/city-homeadd')), validateSearch: (s) => ({ ...editSearch(s), ...placeSearch(s) }), warm: ['banners'] },
  // promotions (issue 10) ↓
  { path: 'promotions', component: lazyScreen(() => import('../features/personal/promotions/promotions-page'), 'PromotionsPage'), warm: ['promotions'] },
  { path: 'promotionsadd', component: lazyScreen(() => import('../routes/personal/promotionsadd')), validateSearch: editSearch, warm: ['Editor', 'promotions'] },
  { path: 'prodetails', component: lazyScreen(() => import('../routes/personal/prodetails')), validateSearch: proDetailsSearch, warm: ['promotions'] },
  // sub-accounts and designer profile (issue 11) ↓
  { path: 'accountlist', component: lazyScreen(() => import('../features/personal/sub-accounts/sub-account-list'), 'SubAccountList'), warm: ['SubAccount'] },
  { path: 'accountAdd', component: lazyScreen(() => import('../features/personal/sub-accounts/account-add-page'), 'AccountAddPage'), validateSearch: (s) => compact({ id: positiveId(s.id) }), warm: ['SubAccount'] },
  { path: 'personalInfo', component: lazyScreen(() => import('../features/personal/designer/designer-profile-page'), 'DesignerProfilePage'), warm: ['DesignerProfile', 'Location'] },
  // wallet, messages, appeals, feedback, agreement (issue 11) ↓
  { path: 'wallet', component: lazyScreen(() => import('../features/personal/wallet/wallet-page'), 'WalletPage'), warm: ['Wallet', 'Order'] },
  { path: 'mailer', component: lazyScreen(() => import('../features/personal/mailer/mailer-page'), 'MailerPage'), warm: ['Message'] },
  { path: 'appeal', component: lazyScreen(() => import('../features/personal/appeal/appeal-page'), 'AppealPage'), warm: ['Appeal'] },
  { path: 'feedback', component: lazyScreen(() => import('../features/personal/feedback/feedback-page'), 'FeedbackPage') },
  { path: 'agreement', component: lazyScreen(() => import('../routes/personal/agreement')) },
  // security and deregistration (issue 11) ↓
  { path: 'changePwd', component: lazyScreen(() => import('../features/personal/security/change-password-page'), 'ChangePasswordPage') },
  { path: 'bindingSet', component: lazyScreen(() => import('../features/personal/security/binding-page'), 'BindingPage') },
  { path: 'deprecated', component: lazyScreen(() => import('../features/personal/security/deregistration-page'), 'DeregistrationPage'), warm: ['Security'] },
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
      component: screen.component,
    }),
  );
  return [personal.addChildren([index, ...children])] as const;
}
