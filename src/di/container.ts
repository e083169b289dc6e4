import { Container } from 'inversify';
import { TOKENS, contentGateway } from '../application/tokens';
import { type AreaGateway, CONTENT_AREAS, type ContentArea } from '../application/ports/content-gateway';
import type { Load } from '../application/ports/load';
import { WARM_UP } from '../application/warm-up';
import type { Notifier } from '../application/ports/notifier';
import type { AppNavigator } from '../application/ports/app-navigator';
import { createSessionModel } from '../application/session/session.model';
import { createExpiryModel } from '../application/session/expiry.model';
import { ExpireSession } from '../application/session/expire-session';
import { PendingSignIn } from '../application/session/pending-sign-in';
import { ApiClient, REQUEST_TIMEOUT_MS } from '../adapters/http/api-client';
import { HttpAuthGateway, OAUTH_CLIENT } from '../adapters/http/http-auth-gateway';
import { CookieRebindingProgress } from '../adapters/cookie/cookie-rebinding-progress';
import { HttpUserGateway } from '../adapters/http/http-user-gateway';
import { FetchLegacySite } from '../adapters/http/fetch-legacy-site';
import { CookieSessionStore } from '../adapters/cookie/cookie-session-store';
import { DevCaptcha } from '../adapters/captcha/dev-captcha';
import { SmartCaptcha } from '../adapters/captcha/smart-captcha';
import type { AppConfig } from './app-config';

/**
 * The loader of an adapter whose module (with its answer schemas) loads on first use, so that
 * /login pays for no gateway it does not call: those of the content areas and of the personal
 * centre, and the other adapters whose methods all answer later (file storage, image sizes).
 * The first screens behind sign-in ask for the modules of the gateways they call with the entry
 * (FIRST_SCREENS in scripts/vite-route-pages.mjs), so their first use waits for no download.
 * Calling the loader answers the adapter object itself: its properties and methods reach the
 * use case unchanged. The module is loaded once and then shared by every caller.
 *
 * A screen's route may ask for the module ahead (`warmUp`, src/application/warm-up.ts), while the
 * screen's own chunk downloads; a module that does not arrive then is told by no one, and the
 * screen's first use loads it again (the browser shares one download between the two).
 *
 * A module that does not arrive (a flaky network, a deploy that replaced the files) fails that
 * use only, with what `failed` makes of the error: the next use loads it again, instead of
 * failing for the rest of the page's life.
 */
export function gatewayLoader<T>(load: () => Promise<T>, failed: (error: unknown) => unknown = (error) => error): Load<T> {
  let instance: Promise<T> | undefined;
  const loader = () =>
    (instance ??= load().catch((error: unknown) => {
      instance = undefined;
      throw failed(error);
    }));
  const warm = () => void (instance ?? load().then((adapter) => (instance ??= Promise.resolve(adapter)), () => undefined));
  return Object.assign(loader, { [WARM_UP]: warm });
}

/**
 * Each content area's resource module (src/adapters/http/content/<area>.ts: its paths, answer
 * schemas and codes), loaded on the area's first call together with the one content gateway,
 * so that /login carries neither.
 */
const RESOURCES = {
  albums: () => import('../adapters/http/content/albums'),
  articles: () => import('../adapters/http/content/articles'),
  promotions: () => import('../adapters/http/content/promotions'),
  banners: () => import('../adapters/http/content/banners'),
  honors: () => import('../adapters/http/content/honors'),
} satisfies Record<ContentArea, () => Promise<unknown>>;

export async function loadContentGateway<A extends ContentArea>(api: ApiClient, area: A): Promise<AreaGateway<A>> {
  const [{ HttpContentGateway }, { resource }] = await Promise.all([import('../adapters/http/http-content-gateway'), RESOURCES[area]()]);
  return new HttpContentGateway(api, resource as never) as AreaGateway<A>;
}

/** The driving side the UI supplies: toasts and navigation. */
export interface UiPorts {
  notifier: Notifier;
  navigator: AppNavigator;
  isOnline: () => boolean;
}

/**
 * The composition root for the browser: every port bound to its adapter. Use cases are
 * concrete classes resolved by autobind; everything is a singleton for the page's life.
 */
export function createAppContainer(config: AppConfig, ui: UiPorts): Container {
  const c = new Container({ autobind: true, defaultScope: 'Singleton' });
  c.bind(TOKENS.Notifier).toConstantValue(ui.notifier);
  c.bind(TOKENS.AppNavigator).toConstantValue(ui.navigator);
  c.bind(TOKENS.SessionModel).toConstantValue(createSessionModel());
  c.bind(TOKENS.ExpiryModel).toConstantValue(createExpiryModel());
  const store = new CookieSessionStore(config.cookieDomain);
  c.bind(TOKENS.SessionStore).toConstantValue(store);

  const api = new ApiClient({
    baseUrl: config.apiBase,
    xReferer: config.xReferer,
    timeoutMs: REQUEST_TIMEOUT_MS,
    // A pending sign-in (password change or re-activation still open) calls with its token, unstored.
    getToken: () => c.get(PendingSignIn).token() ?? store.getToken(),
    onSessionExpired: () => c.get(ExpireSession).execute(),
    notifier: ui.notifier,
    isOnline: ui.isOnline,
  });
  c.bind(ApiClient).toConstantValue(api);
  c.bind(TOKENS.Connection).toConstantValue({ tellUnreachable: () => void api.unreachable() });
  // A gateway's module that did not arrive (the browser's import fails with a TypeError) is, for
  // the user, a call that got no answer: the request layer tells it. Anything else is a bug.
  const lazy = <T>(load: () => Promise<T>) => gatewayLoader(load, (error) => (error instanceof TypeError ? api.unreachable() : error));
  c.bind(OAUTH_CLIENT).toConstantValue({ clientId: config.oauthClientId, clientSecret: config.oauthClientSecret });

  c.bind(TOKENS.AuthGateway).to(HttpAuthGateway);
  c.bind(TOKENS.LegacySite).toConstantValue(new FetchLegacySite(config.legacyLogoutUrl));
  c.bind(TOKENS.SecurityGateway).toConstantValue(lazy(() => import('../adapters/http/http-security-gateway').then((m) => new m.HttpSecurityGateway(api))));
  c.bind(TOKENS.RebindingProgress).toConstantValue(new CookieRebindingProgress());
  c.bind(TOKENS.UserGateway).to(HttpUserGateway);
  c.bind(TOKENS.LocationGateway).toConstantValue(lazy(() => import('../adapters/http/http-location-gateway').then((m) => new m.HttpLocationGateway(api))));
  c.bind(TOKENS.AccountRecoveryGateway).toConstantValue(lazy(() => import('../adapters/http/http-account-recovery-gateway').then((m) => new m.HttpAccountRecoveryGateway(api))));
  c.bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
  const orders = lazy(() => import('../adapters/http/http-order-gateway').then((m) => new m.HttpOrderGateway(api)));
  c.bind(TOKENS.OrderGateway).toConstantValue(orders);
  c.bind(TOKENS.AppealGateway).toConstantValue(lazy(() => import('../adapters/http/http-appeal-gateway').then((m) => new m.HttpAppealGateway(api))));
  c.bind(TOKENS.HomeGateway).toConstantValue(lazy(() => import('../adapters/http/http-home-gateway').then((m) => new m.HttpHomeGateway(api))));
  const subAccounts = lazy(() => import('../adapters/http/http-sub-account-gateway').then((m) => new m.HttpSubAccountGateway(api)));
  c.bind(TOKENS.SubAccountGateway).toConstantValue(subAccounts);
  c.bind(TOKENS.SubAccountAdminGateway).toConstantValue(subAccounts);
  c.bind(TOKENS.DesignerProfileGateway).toConstantValue(lazy(() => import('../adapters/http/http-designer-profile-gateway').then((m) => new m.HttpDesignerProfileGateway(api))));
  c.bind(TOKENS.GroupCompanyGateway).toConstantValue(lazy(() => import('../adapters/http/http-group-company-gateway').then((m) => new m.HttpGroupCompanyGateway(api))));
  c.bind(TOKENS.WalletGateway).toConstantValue(lazy(() => import('../adapters/http/http-wallet-gateway').then((m) => new m.HttpWalletGateway(api))));
  c.bind(TOKENS.OrderNames).toConstantValue(orders);
  c.bind(TOKENS.MessageGateway).toConstantValue(lazy(() => import('../adapters/http/http-message-gateway').then((m) => new m.HttpMessageGateway(api))));
  c.bind(TOKENS.FeedbackGateway).toConstantValue(lazy(() => import('../adapters/http/http-feedback-gateway').then((m) => new m.HttpFeedbackGateway(api))));
  c.bind(TOKENS.CompanyProfileGateway).toConstantValue(lazy(() => import('../adapters/http/http-company-profile-gateway').then((m) => new m.HttpCompanyProfileGateway(api))));
  c.bind(TOKENS.PhoneCheckGateway).toConstantValue(lazy(() => import('../adapters/http/http-phone-check-gateway').then((m) => new m.HttpPhoneCheckGateway(api))));
  c.bind(TOKENS.LicenceGateway).toConstantValue(lazy(() => import('../adapters/http/http-licence-gateway').then((m) => new m.HttpLicenceGateway(api))));
  c.bind(TOKENS.SubsidiaryGateway).toConstantValue(lazy(() => import('../adapters/http/http-subsidiary-gateway').then((m) => new m.HttpSubsidiaryGateway(api))));
  c.bind(TOKENS.EditorGateway).toConstantValue(lazy(() => import('../adapters/http/http-editor-gateway').then((m) => new m.HttpEditorGateway(api, config.uploadPublicBase))));
  // One gateway for the five content areas; each area's resource (paths, answers, codes) loads on first use.
  for (const area of CONTENT_AREAS) c.bind(contentGateway(area)).toConstantValue(lazy(() => loadContentGateway(api, area)));
  c.bind(TOKENS.ImageInspector).toConstantValue(lazy(() => import('../adapters/browser/browser-image-inspector').then((m) => new m.BrowserImageInspector())));
  c.bind(TOKENS.AlbumDraftStore).toConstantValue(lazy(() => import('../adapters/browser/idb-album-drafts').then((m) => new m.IdbAlbumDrafts())));
  c.bind(TOKENS.FileStorage).toConstantValue(
    lazy(() =>
      import('../adapters/qiniu/qiniu-file-storage').then(
        (m) =>
          new m.QiniuFileStorage(api, {
            uploadUrl: config.uploadUrl,
            publicBase: config.uploadPublicBase,
            signedIn: () => Boolean(store.getToken()),
          }),
      ),
    ),
  );
  c.bind(TOKENS.Captcha).toConstantValue(
    config.captcha.kind === 'smart' ? new SmartCaptcha(config.captcha) : new DevCaptcha(),
  );
  return c;
}
