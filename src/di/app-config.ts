/** Build-time settings (Vite env). Nothing here is secret: the OAuth client of a browser app is public. */
export interface AppConfig {
  apiBase: string;
  xReferer: string;
  cookieDomain?: string;
  oauthClientId: string;
  oauthClientSecret: string;
  uploadUrl: string;
  uploadPublicBase: string;
  /** Hosts whose video player frames a rich-text body keeps (VITE_VIDEO_HOSTS, comma-separated). */
  videoHosts: string[];
  /** The older site's logout address, called on sign-out without waiting ('' for none). */
  legacyLogoutUrl: string;
  captcha: { kind: 'dev' } | { kind: 'smart'; scriptUrl: string; appKey: string; scene: string };
}

/** The players of the common video sites, when the build names none. */
export const DEFAULT_VIDEO_HOSTS = 'player.bilibili.com,player.youku.com,v.qq.com';

/** The build settings (VITE_*) of import.meta.env, typed in src/vite-env.d.ts. */
export type BuildEnv = { readonly [K in keyof ImportMetaEnv as K extends `VITE_${string}` ? K : never]?: string };

export function readConfig(env: BuildEnv, origin: string): AppConfig {
  const captchaKey = env.VITE_CAPTCHA_APP_KEY;
  return {
    apiBase: env.VITE_API_BASE ?? '/v2',
    xReferer: env.VITE_X_REFERER ?? origin,
    cookieDomain: env.VITE_COOKIE_DOMAIN || undefined,
    oauthClientId: env.VITE_OAUTH_CLIENT_ID ?? 'merchant-web',
    oauthClientSecret: env.VITE_OAUTH_CLIENT_SECRET ?? '',
    uploadUrl: env.VITE_UPLOAD_URL ?? '/qiniu/upload',
    uploadPublicBase: env.VITE_UPLOAD_PUBLIC_BASE ?? '/uploads',
    videoHosts: (env.VITE_VIDEO_HOSTS ?? DEFAULT_VIDEO_HOSTS).split(',').map((host) => host.trim()).filter(Boolean),
    legacyLogoutUrl: env.VITE_LEGACY_LOGOUT_URL ?? '/legacy/logout',
    captcha: captchaKey
      ? {
          kind: 'smart',
          scriptUrl: env.VITE_CAPTCHA_SCRIPT ?? 'https://g.alicdn.com/AWSC/AWSC/awsc.js',
          appKey: captchaKey,
          scene: env.VITE_CAPTCHA_SCENE ?? 'nc_message',
        }
      : { kind: 'dev' },
  };
}
