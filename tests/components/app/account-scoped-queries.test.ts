import { describe, expect, it } from 'vitest';
import { createSessionModel } from '../../../src/application/session/session.model';
import { TOKENS } from '../../../src/application/tokens';
import { createQueryClient, queryClientOf, scopeQueriesToAccount } from '../../../src/ui/platform/query-client';
import { testContainer } from '../test-app';
import { localUser } from '../../fakes/signed-in-session';

const ORDERS = ['orders', 'list'];

describe('server data is scoped to the signed-in account', () => {
  it('is emptied when another account signs in, before its screens ask', () => {
    const session = createSessionModel();
    const queries = createQueryClient();
    scopeQueriesToAccount(queries, session);
    session.started({ user: localUser(1001), permissions: null });
    queries.setQueryData(ORDERS, ['merchant order 501001']);
    // 退出: the leaving account's screens are still mounted; nothing is dropped under them.
    session.cleared();
    expect(queries.getQueryData(ORDERS)).toEqual(['merchant order 501001']);
    session.started({ user: localUser(1006), permissions: null });
    expect(queries.getQueryData(ORDERS)).toBeUndefined();
  });

  it('keeps the data of an account that signs in again, or whose own record changes', () => {
    const session = createSessionModel();
    const queries = createQueryClient();
    session.started({ user: localUser(1001), permissions: null });
    // The session restored at start-up is the account the cache will fill for.
    scopeQueriesToAccount(queries, session);
    queries.setQueryData(ORDERS, ['merchant order 501001']);
    session.licenseChecked({ licenseStatus: 1, status: 1 });
    session.cleared();
    session.started({ user: localUser(1001), permissions: null });
    expect(queries.getQueryData(ORDERS)).toEqual(['merchant order 501001']);
  });

  it('stops when its subscription ends', () => {
    const session = createSessionModel();
    const queries = createQueryClient();
    const stop = scopeQueriesToAccount(queries, session);
    session.started({ user: localUser(1001), permissions: null });
    queries.setQueryData(ORDERS, ['kept']);
    stop();
    session.started({ user: localUser(1006), permissions: null });
    expect(queries.getQueryData(ORDERS)).toEqual(['kept']);
  });

  it("the page's client is one for the app's services, made on first need and scoped from then on", () => {
    const app = testContainer();
    const session = app.container.get(TOKENS.SessionModel);
    session.started({ user: localUser(1001), permissions: null });
    const queries = queryClientOf(app.container);
    expect(queryClientOf(app.container)).toBe(queries);
    expect(queryClientOf(testContainer().container)).not.toBe(queries);
    queries.setQueryData(ORDERS, ['merchant order 501001']);
    session.cleared();
    session.started({ user: localUser(1006), permissions: null });
    expect(queries.getQueryData(ORDERS)).toBeUndefined();
  });
});
