import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { BASE_STATE, bearer, newPact } from './pact-setup';
import { article, envelope, gateway, listQuery } from './article-shapes';

const { eachLike, integer, like, string } = MatchersV3;
const pact = newPact();

describe('articles contract', () => {
  it('lists the first page of articles', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the first page of the merchant articles')
      .withRequest('GET', '/v2/companies/articles', (b) => b.query(listQuery()).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: eachLike(article), total: integer(13) })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').articles.list({ page: 1 });
        expect(answer.ok && answer.value.items.length).toBeGreaterThan(0);
      }));

  it('lists pending articles matching a title', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a title search among the merchant pending articles')
      .withRequest('GET', '/v2/companies/articles', (b) => b.query(listQuery({ status: '2', title: '预算' })).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: eachLike({ ...article, status: integer(2) }), total: integer(1) })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').articles.list({ page: 1, status: 2, title: '预算' });
        expect(answer.ok && answer.value.total).toBe(1);
      }));

  it('lists no articles for an empty company', () =>
    pact
      .addInteraction()
      .given('the merchant company has no articles')
      .uponReceiving('the articles of a company without any')
      .withRequest('GET', '/v2/companies/articles', (b) => b.query(listQuery()).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: [], total: 0 })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').articles.list({ page: 1 });
        expect(answer.ok && answer.value.items).toEqual([]);
      }));

  it('reads the two-level categories', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the article categories')
      .withRequest('GET', '/v2/companies/articles/format', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody(envelope(eachLike({ id: integer(1), name: string('装修攻略'), options: eachLike({ id: integer(11), name: string('装修流程') }) }))),
      )
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').articles.lookup('categories');
        expect(answer.ok && answer.value[0].options.length).toBeGreaterThan(0);
      }));

  it('reads one article', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the not-passed article 304')
      .withRequest('GET', '/v2/companies/articles/304', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ ...article, id: integer(304), status: integer(3), reject_info: string('含外链') }))))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').articles.detail(304);
        expect(answer.ok && answer.value.status).toBe(3);
      }));
});

