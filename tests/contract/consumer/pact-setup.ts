import path from 'node:path';
import { Pact } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { RecordingNotifier } from '../../fakes/recording-notifier';

export const CONSUMER = 'merchant-web';
export const PROVIDER = 'merchant-api';
export const BASE_STATE = 'the demo fixtures are loaded';

/** One pact file for the whole API; consumer files run one after another and Pact merges them. */
export const newPact = () =>
  new Pact({
    consumer: CONSUMER,
    provider: PROVIDER,
    // PACT_DIR lets a parallel run write elsewhere; npm test always regenerates contracts/.
    dir: path.resolve(process.env.PACT_DIR ?? 'contracts'),
    host: '127.0.0.1',
    logLevel: 'error',
  });

/** Bearer tokens of the mock server's demo accounts: `demo-<username>`. */
export const demoToken = (username: string) => `demo-${username}`;
export const bearer = (username: string) => ({ Authorization: `Bearer ${demoToken(username)}` });

/** The real API client pointed at Pact's mock provider. */
export function clientFor(baseUrl: string, username?: string) {
  const notifier = new RecordingNotifier();
  const api = new ApiClient({
    baseUrl: `${baseUrl}/v2`,
    xReferer: 'merchant-web',
    timeoutMs: 25_000,
    getToken: () => (username ? demoToken(username) : undefined),
    onSessionExpired: () => notifier.error('session expired'),
    notifier,
    isOnline: () => true,
    retryDelayMs: () => 0,
  });
  return { api, notifier };
}

/**
 * A form-encoded request body. Pact V4's builder only offers JSON, XML and binary bodies, and
 * a binary body is matched by sniffed content type (text/plain), so the text body goes through
 * the interaction handle the builder wraps; Pact then matches it field by field as a form.
 */
export function formBody<B extends V4RequestBuilder>(builder: B, fields: Record<string, string>): B {
  const handle = (builder as unknown as { interaction: { withRequestBody(body: string, type: string): void } })
    .interaction;
  handle.withRequestBody(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded;charset=UTF-8');
  return builder;
}
