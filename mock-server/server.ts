import type { Server } from 'node:http';
import express, { type Express } from 'express';
import { fail, ok } from './envelope';
import jsonServer from 'json-server';
import type { MockArea } from './area';
import { authArea } from './routes/auth';
import { securityArea } from './routes/security';
import { usersArea } from './routes/users';
import { locationsArea } from './routes/locations';
import { mountStorageHost, qiniuArea } from './qiniu';
import { companyArea } from './routes/company';
import { editorArea } from './routes/editor';
import { albumsArea } from './routes/albums';
import { articlesArea } from './routes/articles';
import { ordersArea } from './routes/orders';
import { subAccountsArea } from './routes/sub-accounts';
import { designerProfilesArea } from './routes/designer-profiles';
import { walletArea } from './routes/wallet';
import { messagesArea } from './routes/messages';
import { appealRecordsArea } from './routes/appeal-records';
import { feedbackArea } from './routes/feedback';
import { honorsArea } from './routes/honors';
import { bannersArea } from './routes/banners';
import { promotionsArea } from './routes/promotions';
import { answerClientErrors, errorEnvelope, notFoundEnvelope, testHookOnly } from './hardening';
import { mountOpenApi } from './openapi';
import { mountCspReports, resetCspReports } from './csp-reports';
import { presumeCodesSent } from './attempts';

/**
 * Every API area of the mock server. An area is one file under routes/ with its fixtures;
 * add new areas here.
 */
// albumsArea re-stores its fixture images after qiniuArea's reset has emptied the storage host.
// appealRecordsArea seeds the appeals after ordersArea's reset has emptied them.
export const AREAS: MockArea[] = [securityArea, authArea, usersArea, locationsArea, qiniuArea, companyArea, editorArea, albumsArea, articlesArea, ordersArea, appealRecordsArea, walletArea, messagesArea, feedbackArea, honorsArea, bannersArea, promotionsArea, subAccountsArea, designerProfilesArea];

/** The state every interaction may use: the demo fixtures as they are after a reset. */
export const BASE_STATE = 'the demo fixtures are loaded';

export function resetAll() {
  for (const area of AREAS) area.reset();
  resetCspReports();
}

/** json-server 0.17 as a module: its defaults and body parser, our routes before its router. */
export function createMockServer(options: { logger?: boolean; logCspReports?: boolean } = {}): Express {
  const app = jsonServer.create();
  // No CORS: the app reaches the mock same-origin through the dev proxy, so no origin is reflected.
  app.use(jsonServer.defaults({ logger: options.logger ?? false, noCors: true }));
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: true }));
  resetAll();
  // contracts/openapi.json at /__docs, and the answers checked against it in test runs.
  mountOpenApi(app);

  // Every server this app listens on answers the requests Node refuses with an envelope too.
  const listen = app.listen.bind(app) as (...args: unknown[]) => Server;
  app.listen = ((...args: unknown[]) => {
    const server = listen(...args);
    answerClientErrors(server);
    return server;
  }) as Express['listen'];

  app.post('/__reset', testHookOnly, (_req, res) => {
    resetAll();
    res.json({ code: 200, msg: 'reset', data: null });
  });

  // Contract verification: reset, then arrange the named provider state of whichever area owns it.
  app.post('/__state', testHookOnly, (req, res) => {
    if (req.body?.action === 'teardown') return res.json({ code: 200, msg: 'teardown', data: null });
    const name = typeof req.body?.state === 'string' ? req.body.state : '';
    const owner = AREAS.find((a) => Object.hasOwn(a.states ?? {}, name));
    resetAll();
    // The replayed requests carry the demo code without the request that sent it.
    presumeCodesSent();
    if (!owner && name !== BASE_STATE) return res.status(400).json({ code: 400, msg: `unknown provider state: ${name}`, data: null });
    const params = req.body?.params;
    owner?.states?.[name](params && typeof params === 'object' && !Array.isArray(params) ? params : {});
    res.json({ code: 200, msg: 'state set', data: null });
  });

  // Before the JSON parser of /v2 sees the reports' own content types.
  mountCspReports(app, options.logCspReports ?? false);

  const v2 = express.Router();
  // Every API answer carries the account's data: no browser or cache on the way keeps it.
  v2.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  for (const area of AREAS) area.routes(v2);
  v2.use((req, res) => res.status(404).json({ code: 404, msg: `no mock for ${req.method} ${req.path}`, data: null }));
  app.use('/v2', v2);
  mountStorageHost(app);

  // The area list for inspection (and the e2e servers' readiness probe): read-only envelopes.
  const areas = () => AREAS.map((a) => ({ id: a.name }));
  app.get('/__db', testHookOnly, (_req, res) => ok(res, { areas: areas() }));
  app.get('/__db/areas', testHookOnly, (_req, res) => ok(res, areas()));
  app.get('/__db/areas/:id', testHookOnly, (req, res) => {
    const area = areas().find((a) => a.id === req.params.id);
    return area ? ok(res, area) : fail(res, 404, `没有这个区域：${req.params.id}`, null, 404);
  });
  app.all(/^\/__db(\/.*)?$/, testHookOnly, (req, res) => fail(res, 405, `/__db 只读：${req.method} 不可用`, null, 405));
  // The older site's logout (spec 1 §7; the app's VITE_LEGACY_LOGOUT_URL), called on sign-out.
  app.get('/legacy/logout', (_req, res) => void res.status(204).end());
  app.use(notFoundEnvelope);
  app.use(errorEnvelope);
  return app;
}
