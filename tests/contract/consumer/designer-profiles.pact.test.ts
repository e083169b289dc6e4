import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpDesignerProfileGateway } from '../../../src/adapters/http/http-designer-profile-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, string } = MatchersV3;
const pact = newPact();
const gateway = (url: string) => new HttpDesignerProfileGateway(clientFor(url, 'designer').api);
const option = (id: number, name: string) => eachLike({ id: integer(id), name: string(name) });
const PROFILE = { id: 1002, fg_list: [2, 7], location_id: 320508, school: '苏州大学', slogan: '空间为人服务', type: 2, work_years: 3, intro: '专注小户型改造。' };

describe('designer profile contract (personalInfo)', () => {
  it('reads the designer attributes', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the designer attribute lists')
      .withRequest('GET', '/v2/props/designer-attr', (b) => b.headers(bearer('designer')))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 200, msg: string('success'), data: { fg_list: option(1, '现代简约'), type: option(1, '主案设计师'), work_years: option(1, '1年以下') } }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).attrs();
        expect(result.ok && result.value.fg_list[0]).toEqual({ id: 1, name: '现代简约' });
      }));

  it("reads the designer's profile", () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the profile of the designer sub-account')
      .withRequest('GET', '/v2/users/sub-designer/1002', (b) => b.headers(bearer('designer')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: {
            id: integer(1002),
            fg_list: eachLike(integer(1)),
            location_id: integer(330106),
            school: string('中国美术学院'),
            slogan: string('好设计，住得舒服'),
            type: integer(1),
            work_years: integer(4),
            intro: string('从业八年'),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).load(1002);
        expect(result.ok && result.value).toMatchObject({ id: 1002, location_id: 330106, type: 1 });
      }));

  it('saves the profile', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a saved designer profile')
      .withRequest('PUT', '/v2/users/sub-designer/1002', (b) => {
        const { id: _id, ...body } = PROFILE;
        return b.headers({ ...bearer('designer'), 'Content-Type': 'application/json' }).jsonBody(body);
      })
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('修改成功!'), data: null }))
      .executeTest(async (server) => {
        expect((await gateway(server.url).save(PROFILE)).ok).toBe(true);
      }));
});
