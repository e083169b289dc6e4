/**
 * What a production build gets for `@tanstack/devtools-event-client` (vite.config.ts,
 * `withoutFormDevtools`): a client that sends nothing and hears nothing.
 *
 * TanStack Form reports every form's state to TanStack's devtools through this client, in
 * production builds too (upstream TanStack/form#2132). With no devtools on the page, each form
 * that mounts dispatched `tanstack-connect` on the window, kept its state in a queue and retried
 * on a timer, every second for five seconds, on the sign-in screen as everywhere; and the
 * client's 1.3 KB gzip came with /login's first bytes. The dev server and the tests keep the
 * real client, so the devtools still work where they are used.
 *
 * Form calls `on` (and the cleanup it returns) and `emit`; tests/unit/build checks that these
 * are still all it calls.
 */
export class EventClient {
  constructor(_options: { pluginId: string; debug?: boolean; enabled?: boolean; reconnectEveryMs?: number }) {}

  emit(_eventSuffix: string, _payload: unknown): void {}

  on(_eventSuffix: string, _callback: (event: unknown) => void, _options?: unknown): () => void {
    return () => {};
  }
}
