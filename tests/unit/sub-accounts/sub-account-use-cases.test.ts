import { describe, expect, it } from 'vitest';
import { SaveSubAccount } from '../../../src/application/sub-accounts/save-sub-account';
import { LoadSubAccounts } from '../../../src/application/sub-accounts/load-sub-accounts';
import { LoadSubAccount } from '../../../src/application/sub-accounts/load-sub-account';
import { LoadPermissionCatalogue } from '../../../src/application/sub-accounts/load-permission-catalogue';
import { UnbindSubAccount } from '../../../src/application/sub-accounts/unbind-sub-account';
import { LoadDesignerProfile } from '../../../src/application/sub-accounts/load-designer-profile';
import { LoadDesignerAttrs } from '../../../src/application/sub-accounts/load-designer-attrs';
import { SaveDesignerProfile } from '../../../src/application/sub-accounts/save-designer-profile';
import { EMPTY_SUB_ACCOUNT, SUB_ACCOUNT_MESSAGES, draftOf } from '../../../src/domain/sub-account/sub-account-form';
import {
  ATTRS, CATALOGUE, DESIGNER, InMemoryDesignerProfileGateway, InMemorySubAccountAdminGateway,
} from '../../fakes/in-memory-sub-account-admin-gateway';
import { loaded } from '../../fakes/loaded';
import { RequestFailedError } from '../../../src/application/errors';

const VALID = { name: '吴设计', phone: '13912340001', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024', user_type: 'Designer' as const, permission_list: [120, 220, 320, 530] };
const ADD = { editing: false, originalPhone: '' };
const EDIT = { editing: true, originalPhone: DESIGNER.phone, id: DESIGNER.id };

describe('SaveSubAccount', () => {
  it('adds: 已成功添加!', async () => {
    const gateway = new InMemorySubAccountAdminGateway();
    expect(await new SaveSubAccount(loaded(gateway)).execute(VALID, ADD)).toEqual({ ok: true, value: '已成功添加!' });
    expect(gateway.named('create')).toEqual([[VALID]]);
  });

  it('edits: 修改成功!, without the code of an unchanged phone', async () => {
    const gateway = new InMemorySubAccountAdminGateway();
    const draft = { ...draftOf(DESIGNER), name: '李大设计' };
    expect(await new SaveSubAccount(loaded(gateway)).execute(draft, EDIT)).toEqual({ ok: true, value: '修改成功!' });
    expect(gateway.named('update')).toEqual([[1002, { name: '李大设计', phone: DESIGNER.phone, user_type: 'Designer', permission_list: DESIGNER.permission_list }]]);
  });

  it('sends nothing while a field breaks its rule', async () => {
    const gateway = new InMemorySubAccountAdminGateway();
    const result = await new SaveSubAccount(loaded(gateway)).execute({ ...EMPTY_SUB_ACCOUNT, name: '吴设计' }, ADD);
    expect(result.ok || result.error.kind).toBe('invalid');
    expect(gateway.calls).toEqual([]);
  });

  it("hands a refusal back with the server's msg", async () => {
    const gateway = new InMemorySubAccountAdminGateway().refuse(20101, '该手机号已注册，请更换手机号');
    expect(await new SaveSubAccount(loaded(gateway)).execute(VALID, ADD)).toEqual({ ok: false, error: { kind: 'rejected', message: '该手机号已注册，请更换手机号' } });
  });

  it('throws a failure the request layer has told (an HTTP error status): no 提交失败 beside its message', async () => {
    const gateway = new InMemorySubAccountAdminGateway();
    gateway.update = () => Promise.reject(new RequestFailedError('http', 500));
    await expect(new SaveSubAccount(loaded(gateway)).execute(draftOf(DESIGNER), EDIT)).rejects.toBeInstanceOf(RequestFailedError);
  });

  it('says 提交失败 when the request does not get through', async () => {
    const gateway = new InMemorySubAccountAdminGateway().offline();
    expect(await new SaveSubAccount(loaded(gateway)).execute(VALID, ADD)).toEqual({ ok: false, error: { kind: 'failed', message: '提交失败' } });
  });
});

describe('SaveSubAccount on a timeout', () => {
  it('says 提交失败 when the request times out', async () => {
    const gateway = new InMemorySubAccountAdminGateway();
    gateway.create = () => Promise.reject(new RequestFailedError('timeout'));
    expect(await new SaveSubAccount(loaded(gateway)).execute(VALID, ADD)).toEqual({ ok: false, error: { kind: 'failed', message: SUB_ACCOUNT_MESSAGES.failed } });
  });
});

describe('the other sub-account use cases', () => {
  it('loads pages of 10 from an offset, with a trimmed search only when there is one', async () => {
    const gateway = new InMemorySubAccountAdminGateway();
    const load = new LoadSubAccounts(loaded(gateway));
    expect(await load.execute(0, '  ')).toEqual({ items: [DESIGNER], total: 1 });
    await load.execute(10, ' 李 ');
    expect(gateway.named('page')).toEqual([[{ offset: 0, limit: 10 }], [{ offset: 10, limit: 10, search: '李' }]]);
  });

  it('throws a failed load (the list only logs it)', async () => {
    await expect(new LoadSubAccounts(loaded(new InMemorySubAccountAdminGateway().refuse(20403))).execute(0, '')).rejects.toMatchObject({ code: 20403 });
    await expect(new LoadSubAccount(loaded(new InMemorySubAccountAdminGateway().refuse(20404))).execute(9)).rejects.toMatchObject({ code: 20404 });
    await expect(new LoadPermissionCatalogue(loaded(new InMemorySubAccountAdminGateway().refuse(20403))).execute()).rejects.toMatchObject({ code: 20403 });
  });

  it('loads one account and the catalogue', async () => {
    const gateway = new InMemorySubAccountAdminGateway();
    expect(await new LoadSubAccount(loaded(gateway)).execute(1002)).toEqual(DESIGNER);
    expect(await new LoadPermissionCatalogue(loaded(gateway)).execute()).toEqual(CATALOGUE);
  });

  it("unbinds, or hands back the server's msg", async () => {
    const gateway = new InMemorySubAccountAdminGateway();
    expect(await new UnbindSubAccount(loaded(gateway)).execute(1003)).toEqual({ ok: true, value: true });
    expect(gateway.named('unbind')).toEqual([[1003]]);
    expect(await new UnbindSubAccount(loaded(gateway.refuse(20404, '子账号不存在'))).execute(9)).toEqual({ ok: false, error: '子账号不存在' });
  });
});

describe('designer profile use cases', () => {
  const DRAFT = { fg_list: [2], location: [330000, 330100], school: '苏州大学', slogan: '', type: '', work_years: '4', intro: '' };

  it('loads the profile and the attributes', async () => {
    const gateway = new InMemoryDesignerProfileGateway();
    expect((await new LoadDesignerProfile(loaded(gateway)).execute(1002)).school).toBe('中国美术学院');
    expect(await new LoadDesignerAttrs(loaded(gateway)).execute()).toEqual(ATTRS);
    await expect(new LoadDesignerProfile(loaded(new InMemoryDesignerProfileGateway().refuse(20403))).execute(1)).rejects.toMatchObject({ code: 20403 });
  });

  it('saves with 修改成功!, the city as its last id', async () => {
    const gateway = new InMemoryDesignerProfileGateway();
    expect(await new SaveDesignerProfile(loaded(gateway)).execute(1002, DRAFT)).toEqual({ ok: true, value: '修改成功!' });
    expect(gateway.named('save')).toEqual([[{ id: 1002, fg_list: [2], location_id: 330100, school: '苏州大学', slogan: '', type: null, work_years: 4, intro: '' }]]);
  });

  it('sends nothing when the draft sends what the form started from: 您没有修改任何内容 (issue 55)', async () => {
    const gateway = new InMemoryDesignerProfileGateway();
    const save = new SaveDesignerProfile(loaded(gateway));
    // Only what is sent counts: a school with spaces around it sends the same school.
    expect(await save.execute(1002, { ...DRAFT, school: ` ${DRAFT.school} ` }, DRAFT)).toEqual({ ok: false, error: { kind: 'unchanged', message: '您没有修改任何内容' } });
    expect(gateway.calls).toEqual([]);
    expect((await save.execute(1002, { ...DRAFT, slogan: '让家更懂你' }, DRAFT)).ok).toBe(true);
    expect(gateway.named('save')).toHaveLength(1);
  });

  it('sends nothing over the limits, and hands back a refusal', async () => {
    const gateway = new InMemoryDesignerProfileGateway();
    const result = await new SaveDesignerProfile(loaded(gateway)).execute(1002, { ...DRAFT, intro: '介'.repeat(301) });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields: { intro: '个人简介不得超过300个字' } } });
    expect(gateway.calls).toEqual([]);
    expect(await new SaveDesignerProfile(loaded(gateway.refuse(20403, '暂无该权限'))).execute(1002, DRAFT)).toEqual({ ok: false, error: { kind: 'rejected', message: '暂无该权限' } });
  });
});
