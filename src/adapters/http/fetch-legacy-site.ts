import type { LegacySite } from '../../application/ports/legacy-site';

/**
 * The older site's logout address (a build setting, AppConfig's legacyLogoutUrl; '' calls
 * nothing). Sent with the site's cookies, answered opaquely (no-cors) and kept alive across the
 * navigation to /login; its answer and its failure are nobody's concern.
 */
export class FetchLegacySite implements LegacySite {
  constructor(private readonly logoutUrl: string) {}

  logout(): void {
    if (!this.logoutUrl) return;
    try {
      void fetch(this.logoutUrl, { mode: 'no-cors', credentials: 'include', keepalive: true, cache: 'no-store' }).catch(() => undefined);
    } catch {
      // A refused address (CSP, malformed) is as good as no answer.
    }
  }
}
