import { describe, expect, it } from 'vitest';
import { useMockApi } from './mock-server-fixture';

const { call } = useMockApi();

const PROFILE = { fg_list: [2, 7], location_id: 320508, school: '苏州大学', slogan: '空间为人服务', type: 2, work_years: 3, intro: '专注小户型改造。' };

describe('designer profile mock', () => {
  it('serves the attribute lists', async () => {
    const answer = await call('GET', '/props/designer-attr', 'designer');
    expect(Object.keys(answer.data)).toEqual(['fg_list', 'type', 'work_years']);
    expect(answer.data.fg_list[0]).toEqual({ id: 1, name: '现代简约' });
  });

  it('gives the designer its profile, and keeps a saved one', async () => {
    expect((await call('GET', '/users/sub-designer/1002', 'designer')).data).toMatchObject({ id: 1002, fg_list: [1, 3], location_id: 330106, school: '中国美术学院' });
    const saved = await call('PUT', '/users/sub-designer/1002', 'designer', PROFILE);
    expect([saved.code, saved.msg]).toEqual([200, '修改成功!']);
    expect((await call('GET', '/users/sub-designer/1002', 'designer')).data).toEqual({ id: 1002, ...PROFILE });
  });

  it('starts other sub-accounts with an empty profile', async () => {
    expect((await call('GET', '/users/sub-designer/1003', 'viewer')).data).toEqual({ id: 1003, fg_list: [], location_id: null, school: '', slogan: '', type: null, work_years: null, intro: '' });
  });

  it("refuses another account's profile, and ids that are no sub-account", async () => {
    expect((await call('GET', '/users/sub-designer/1002', 'viewer')).code).toBe(20403);
    expect((await call('PUT', '/users/sub-designer/1002', 'newco', PROFILE)).code).toBe(20403);
    expect((await call('GET', '/users/sub-designer/1001', 'merchant')).code).toBe(20404);
    expect((await call('GET', '/users/sub-designer/1002', '')).code).toBe(20201);
  });

  it.each([
    ['a school of 16 characters', { school: '中'.repeat(16) }],
    ['a slogan of 16 characters', { slogan: '好'.repeat(16) }],
    ['an intro of 301 characters', { intro: '好'.repeat(301) }],
    ['an unknown style', { fg_list: [99] }],
    ['an unknown city', { location_id: 999999 }],
    ['an unknown type', { type: 9 }],
    ['a malformed work-years value', { work_years: 'many' }],
  ])('answers 400 and keeps the profile for %s', async (_what, patch) => {
    const answer = await call('PUT', '/users/sub-designer/1002', 'designer', { ...PROFILE, ...patch });
    expect([answer.status, answer.code, answer.data]).toEqual([400, 400, null]);
    expect((await call('GET', '/users/sub-designer/1002', 'designer')).data.school).toBe('中国美术学院');
  });
});
