import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpOrderGateway } from '../../../src/adapters/http/http-order-gateway';
import { bearer, clientFor, newPact } from './pact-setup';
import { gateway as albumGateway, listQuery } from './album-shapes';
import { gateway as articleGateway, payload as articlePayload } from './article-shapes';

/**
 * One refused case per permission rule of spec 1 and 2 section 6: view-only sees but does not
 * operate, operate changes only its own, none sees nothing, the group only reads, a frozen
 * company creates and edits nothing. The code is what the UI branches on; the msg is shown.
 */
const { string } = MatchersV3;
const pact = newPact();
const ORDER = 501900;
const CHILD_ORDER = 601900;
const FROZEN_ARTICLE = 317;
const refusal = (code: number, msg: string) => ({ code, msg: string(msg), data: null });
const orders = (url: string, user: string) => {
  const { api, notifier } = clientFor(url, user);
  return { orders: new HttpOrderGateway(api), notifier };
};

describe('permission refusals contract', () => {
  it('view-only: the viewer cannot accept an order (20403)', () =>
    pact
      .addInteraction()
      .given('an order pending acceptance exists', { orderId: ORDER })
      .uponReceiving('an accept by the view-only sub-account')
      .withRequest('PUT', `/v2/orders/${ORDER}`, (b) => b.headers(bearer('viewer')).jsonBody({ status: 3 }))
      .willRespondWith(200, (b) => b.jsonBody(refusal(20403, '暂无该权限')))
      .executeTest(async (server) => {
        const { orders: gateway, notifier } = orders(server.url, 'viewer');
        const answer = await gateway.setStatus(ORDER, 3);
        expect(!answer.ok && answer.error.code).toBe(20403);
        expect(notifier.messages('error')).toEqual(['暂无该权限']);
      }));

  it('operate: the designer cannot feed back on an order assigned to someone else (20404)', () =>
    pact
      .addInteraction()
      .given('an accepted order assigned to another designer exists', { orderId: ORDER })
      .uponReceiving('a feedback by the designer on an order not assigned to it')
      .withRequest('POST', `/v2/orders/${ORDER}/feedbacks`, (b) =>
        b.headers(bearer('designer')).jsonBody({ content: '已上门量房', option: 4, arrival: 0, orderId: ORDER }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal(20404, '订单不存在')))
      .executeTest(async (server) => {
        const answer = await orders(server.url, 'designer').orders.feedback({ content: '已上门量房', option: 4, arrival: 0, orderId: ORDER });
        expect(!answer.ok && answer.error.code).toBe(20404);
      }));

  it('none: the viewer (rendering 0) reads no albums (20403, only logged)', () =>
    pact
      .addInteraction()
      .given('the demo fixtures are loaded')
      .uponReceiving('the album list of a sub-account without the rendering module')
      .withRequest('GET', '/v2/albums', (b) => b.query(listQuery()).headers(bearer('viewer')))
      .willRespondWith(200, (b) => b.jsonBody(refusal(20403, '暂无该权限')))
      .executeTest(async (server) => {
        const { albums, notifier } = albumGateway(server.url, 'viewer');
        const answer = await albums.list({ page: 1 });
        expect(!answer.ok && answer.error.code).toBe(20403);
        expect(notifier.notices).toEqual([]);
      }));

  it('group: the group account cannot follow a child company order (20403)', () =>
    pact
      .addInteraction()
      .given('an accepted order of a child company exists', { orderId: CHILD_ORDER })
      .uponReceiving('a follow by the group account')
      .withRequest('POST', '/v2/orders/collections', (b) => b.headers(bearer('group')).jsonBody({ targetId: CHILD_ORDER }))
      .willRespondWith(200, (b) => b.jsonBody(refusal(20403, '暂无该权限')))
      .executeTest(async (server) => {
        const answer = await orders(server.url, 'group').orders.follow(CHILD_ORDER);
        expect(!answer.ok && answer.error.code).toBe(20403);
      }));

  it('frozen: a frozen company cannot edit its not-passed article (20405)', () =>
    pact
      .addInteraction()
      .given('the frozen company has a not-passed article')
      .uponReceiving('an edit of a not-passed article by a frozen company')
      .withRequest('PUT', `/v2/companies/articles/${FROZEN_ARTICLE}`, (b) => b.headers(bearer('frozen')).jsonBody(articlePayload))
      .willRespondWith(200, (b) => b.jsonBody(refusal(20405, '您的公司账号为冻结状态，无法操作')))
      .executeTest(async (server) => {
        const { articles, notifier } = articleGateway(server.url, 'frozen');
        const answer = await articles.update(FROZEN_ARTICLE, articlePayload);
        expect(!answer.ok && answer.error.code).toBe(20405);
        expect(notifier.notices).toEqual([]);
      }));
});
