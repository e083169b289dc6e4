import { Container } from 'inversify';
import { TOKENS, contentGateway } from '../application/tokens';
import { CONTENT_AREAS } from '../application/ports/content-gateway';
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
import { gatewayLoader } from './gateway-loader';
import { loadContentGateway } from './content-gateways';

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
