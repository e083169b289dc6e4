import { describe, expect, it } from 'vitest';
import { useMockApi } from './mock-server-fixture';

const { call, raw } = useMockApi();

async function signIn(username: string, password = 'Demo1234') {
  const res = await raw('POST', '/oauth/token?grant_type=password&user_type=Company', '', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  return { status: res.status, body: (await res.json()) as { permissionList?: unknown; error_description?: string } };
}

const NEW = {
  name: '吴设计',
  phone: '13912340001',
  sms_code: '123456',
  password: 'Design2024',
  confirm_password: 'Design2024',
  user_type: 'Designer',
  permission_list: [120, 220, 320, 530],
};

describe('sub-accounts mock', () => {
  it('lists the merchant sub-accounts with their type and permission ids, searchable by name or phone', async () => {
    const all = await call('GET', '/users/sub-account?offset=0&limit=10', 'merchant');
    expect(all.data.total).toBe(3);
    expect(all.data.items[0]).toEqual({
      id: 1002, realname: '李设计', phone: '13800000002', head_img_url: null, user_type: 'Designer', user_type_desc: '设计师', permission_list: [120, 220, 320, 520],
    });
    expect(all.data.items.find((s: { id: number }) => s.id === 1003).permission_list).toEqual([110, 230, 310, 510]);
    expect((await call('GET', `/users/sub-account?search=${encodeURIComponent('赵')}`, 'merchant')).data.items.map((s: { id: number }) => s.id)).toEqual([1003]);
    expect((await call('GET', '/users/sub-account?search=2011', 'merchant')).data.items.map((s: { id: number }) => s.id)).toEqual([2011]);
  });

  it('gives the merchant exactly the glossary three: the designer, the viewer and 周婷', async () => {
    const all = await call('GET', '/users/sub-account', 'merchant');
    expect(all.data.items.map((s: { realname: string }) => s.realname).sort()).toEqual(['周婷', '李设计', '赵观察'].sort());
    expect(all.data.total).toBe(3);
    const orders = await call('GET', '/orders?type=99&offset=0&limit=1000', 'merchant');
    const assigned = new Set(orders.data.items.order.map((o: { subUserName: string | null }) => o.subUserName).filter(Boolean));
    expect([...assigned].sort()).toEqual(['周婷', '李设计', '赵观察'].sort());
  });

  it('serves the permission catalogue under permisson_list', async () => {
    const answer = await call('GET', '/users/sub-account/permissions', 'merchant');
    expect(answer.data.permisson_list.map((g: { name: string }) => g.name)).toEqual(['订单管理', '效果图管理', '文章管理', '问答与轮播图']);
    expect(answer.data.permisson_list[0].children.map((c: { id: number }) => c.id)).toEqual([110, 120, 130]);
  });

  it('creates an account that signs in with exactly the chosen permissions', async () => {
    const created = await call('POST', '/users/sub-account', 'merchant', NEW);
    expect([created.code, created.msg]).toEqual([200, '已成功添加!']);
    const signed = await signIn(NEW.phone, NEW.password);
    expect(signed.body.permissionList).toEqual({ order: 2, rendering: 2, article: 2, banner: 0 });
    expect((await call('GET', `/users/sub-account/${created.data.id}`, 'merchant')).data).toMatchObject({ realname: '吴设计', user_type: 'Designer', permission_list: [120, 220, 320, 530] });
    expect((await call('GET', `/users/check-phone?phone=${NEW.phone}&type=Landlord`, 'merchant')).data.registered).toBe(true);
  });

  it('refuses a registered phone and a wrong code, keeping nothing', async () => {
    expect((await call('POST', '/users/sub-account', 'merchant', { ...NEW, phone: '13800000003' })).code).toBe(20101);
    expect((await call('POST', '/users/sub-account', 'merchant', { ...NEW, sms_code: '000000' })).code).toBe(20102);
    expect((await call('GET', '/users/sub-account', 'merchant')).data.total).toBe(3);
  });

  it.each([
    ['a six-character name', { name: '吴设计师傅们' }],
    ['a 170 phone', { phone: '17012345678' }],
    ['a weak password', { password: 'design2024', confirm_password: 'design2024' }],
    ['a password with a symbol', { password: 'Design-2024', confirm_password: 'Design-2024' }],
    ['a confirmation that differs', { confirm_password: 'Design2025' }],
    ['an unknown type', { user_type: 'Boss' }],
    ['two levels of one module', { permission_list: [110, 120, 220, 320] }],
    ['an id outside the catalogue', { permission_list: [140] }],
  ])('answers 400 with the envelope for %s', async (_what, patch) => {
    const answer = await call('POST', '/users/sub-account', 'merchant', { ...NEW, ...patch });
    expect([answer.status, answer.code, typeof answer.msg, answer.data]).toEqual([400, 400, 'string', null]);
    expect((await call('GET', '/users/sub-account', 'merchant')).data.total).toBe(3);
  });

  it('lets only main accounts manage sub-accounts, and refuses a frozen company new ones', async () => {
    expect((await call('POST', '/users/sub-account', 'designer', NEW)).code).toBe(20403);
    expect((await call('DELETE', '/users/sub-account/1003', 'group')).code).toBe(20403);
    expect((await call('GET', '/users/sub-account/permissions', 'viewer')).code).toBe(20403);
    expect((await call('POST', '/users/sub-account', 'frozen', NEW)).code).toBe(20405);
    expect((await call('DELETE', '/users/sub-account/1003', 'newco')).code).toBe(20404);
  });

  it.each(['designer', 'viewer', 'group'])('refuses the colleague list (with phones) to %s (20403)', async (user) => {
    for (const query of ['', '?offset=0&limit=50&permission_list=order'])
      expect(await call('GET', `/users/sub-account${query}`, user)).toEqual({ status: 200, code: 20403, msg: '暂无该权限', data: null });
  });

  it('unbinds: the account leaves the list and can no longer sign in', async () => {
    expect((await signIn('viewer')).status).toBe(200);
    const answer = await call('DELETE', '/users/sub-account/1003', 'merchant');
    expect([answer.code, answer.msg]).toEqual([200, '解绑成功!']);
    expect((await signIn('viewer')).status).toBe(400);
    expect((await signIn('13800000003')).status).toBe(400);
    expect((await call('GET', '/users/index', 'viewer')).code).toBe(20201);
    expect((await call('GET', '/users/sub-account', 'merchant')).data.total).toBe(2);
  });

  it('changes a phone: the old one no longer signs in, the new one does; permissions and password follow', async () => {
    const change = { name: '赵观察', phone: '13912340002', sms_code: '123456', user_type: 'Sub', permission_list: [120, 230, 310, 510], password: 'Watch2024', confirm_password: 'Watch2024' };
    expect((await call('PUT', '/users/sub-account/1003', 'merchant', { ...change, sms_code: undefined })).code).toBe(20102);
    expect((await call('PUT', '/users/sub-account/1003', 'merchant', change)).msg).toBe('修改成功!');
    expect((await signIn('13800000003', 'Watch2024')).status).toBe(400);
    const signed = await signIn('13912340002', 'Watch2024');
    expect(signed.body.permissionList).toEqual({ order: 2, rendering: 0, article: 1, banner: 1 });
  });

  it('edits without a code while the phone stays, and refuses a phone another account has', async () => {
    const same = { name: '李设计', phone: '13800000002', user_type: 'Designer', permission_list: [120, 220, 320, 530] };
    expect((await call('PUT', '/users/sub-account/1002', 'merchant', same)).code).toBe(200);
    expect((await call('PUT', '/users/sub-account/1002', 'merchant', { ...same, phone: '13800000001', sms_code: '123456' })).code).toBe(20101);
  });

  it("keeps a locked type's stored permissions through an edit, and refuses changing them", async () => {
    // The glossary's designer holds banner 2 (520), not the Designer preset's 530.
    const named = { name: '李设计师', phone: '13800000002', user_type: 'Designer', permission_list: [120, 220, 320, 520] };
    expect((await call('PUT', '/users/sub-account/1002', 'merchant', named)).msg).toBe('修改成功!');
    const changed = await call('PUT', '/users/sub-account/1002', 'merchant', { ...named, permission_list: [110, 220, 320, 520] });
    expect([changed.code, changed.msg]).toEqual([400, '参数错误：该子账号类型的权限不可修改']);
    // A type changed to a locked one takes that type's preset.
    const operation = await call('PUT', '/users/sub-account/1002', 'merchant', { ...named, user_type: 'Operation' });
    expect(operation.code).toBe(400);
    expect((await call('PUT', '/users/sub-account/1002', 'merchant', { ...named, user_type: 'Operation', permission_list: [130, 220, 320, 520] })).code).toBe(200);
    expect((await call('GET', '/users/sub-account', 'merchant')).data.items.find((s: { id: number }) => s.id === 1002)).toMatchObject({ realname: '李设计师', user_type: 'Operation' });
  });

  it('keeps the orders designer list to accounts with the order module', async () => {
    await call('POST', '/users/sub-account', 'merchant', { ...NEW, user_type: 'Operation', permission_list: [130, 220, 320, 520] });
    const designers = await call('GET', '/users/sub-account?offset=0&limit=50&permission_list=order', 'merchant');
    expect(designers.data.total).toBe(3);
    expect((await call('GET', '/users/sub-account', 'merchant')).data.total).toBe(4);
  });
});
