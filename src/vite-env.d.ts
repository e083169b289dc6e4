/// <reference types="vite/client" />

/**
 * The build settings the app reads (README "Configuration", .env.example). All optional and
 * baked into the bundle at build time; src/di/app-config.ts gives each its default.
 */
interface ViteTypeOptions {
  // import.meta.env holds only the names below (and Vite's own MODE, DEV, PROD, SSR, BASE_URL).
  strictImportMetaEnv: unknown;
}

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_X_REFERER?: string;
  readonly VITE_COOKIE_DOMAIN?: string;
  readonly VITE_OAUTH_CLIENT_ID?: string;
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
  readonly VITE_UPLOAD_URL?: string;
  readonly VITE_UPLOAD_PUBLIC_BASE?: string;
  readonly VITE_CAPTCHA_APP_KEY?: string;
  readonly VITE_CAPTCHA_SCRIPT?: string;
  readonly VITE_CAPTCHA_SCENE?: string;
  readonly VITE_APP_DOWNLOAD_URL?: string;
  readonly VITE_VIDEO_HOSTS?: string;
  readonly VITE_LEGACY_LOGOUT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
