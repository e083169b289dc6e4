import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { BASE_STATE, bearer, newPact } from './pact-setup';
import { album, envelope, gateway, listQuery, tag } from './album-shapes';

const { eachLike, integer, like, string } = MatchersV3;
const pact = newPact();

describe('albums contract', () => {
  it('lists a company album page', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the first page of the merchant company albums')
      .withRequest('GET', '/v2/albums/companies/501', (b) => b.query(listQuery()).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: eachLike(album), total: integer(9) })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').albums.list({ companyId: 501, page: 1 });
        expect(answer.ok && answer.value.items[0].album_photos.length).toBeGreaterThan(0);
      }));

  it('lists not-passed albums matching a title search', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a search among the merchant company not-passed albums')
      .withRequest('GET', '/v2/albums/companies/501', (b) =>
        b.query(listQuery({ search: '公寓', status: '3' })).headers(bearer('merchant')),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(envelope({ items: eachLike({ ...album, album_status: integer(3), album_reject: string('图片含有水印') }), total: integer(1) })),
      )
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').albums.list({ companyId: 501, page: 1, status: 3, search: '公寓' });
        expect(answer.ok && answer.value.total).toBe(1);
      }));

  it('lists an empty company', () =>
    pact
      .addInteraction()
      .given('the merchant company has no albums')
      .uponReceiving('the albums of a company without any')
      .withRequest('GET', '/v2/albums/companies/501', (b) => b.query(listQuery()).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: [], total: 0 })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').albums.list({ companyId: 501, page: 1 });
        expect(answer.ok && answer.value.items).toEqual([]);
      }));

  it("lists a sub-account's own albums", () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the first page of the designer sub-account albums')
      .withRequest('GET', '/v2/albums', (b) => b.query(listQuery()).headers(bearer('designer')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: eachLike({ ...album, album_user_id: integer(1002) }), total: integer(3) })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'designer').albums.list({ page: 1 });
        expect(answer.ok && answer.value.total).toBe(3);
      }));

  it('reads one album', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the detail of album 101')
      .withRequest('GET', '/v2/albums/101', (b) => b.query({ thumbnailWidth: '500' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like(album))))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').albums.detail(101);
        expect(answer.ok && answer.value.album_id).toBe(101);
      }));

  it('reads the album tag groups', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the album tag groups')
      .withRequest('GET', '/v2/props/albumtags', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody(envelope({ tags: { fg: eachLike(tag), hx: eachLike(tag), jb: eachLike(tag), kj: eachLike(tag), mj: eachLike(tag), zj: eachLike(tag) } })),
      )
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').albums.lookup('tags');
        expect(answer.ok && answer.value.hx.length).toBeGreaterThan(0);
      }));

  it('reads the gallery stats', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the gallery stats of the merchant company')
      .withRequest('GET', '/v2/albums/gallery-info', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ total: integer(9), pass: integer(3), notpass: integer(3) })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').albums.lookup('galleryStats');
        expect(answer.ok && answer.value.total).toBe(9);
      }));
});

