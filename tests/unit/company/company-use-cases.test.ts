import { describe, expect, it } from 'vitest';
import { createSessionModel } from '../../../src/application/session/session.model';
import { SaveCompanyProfile } from '../../../src/application/company/save-company-profile';
import { SaveGroupProfile } from '../../../src/application/company/save-group-profile';
import { UpdateBusinessInfo, businessInfoState } from '../../../src/application/company/update-business-info';
import { AddSubsidiary } from '../../../src/application/company/add-subsidiary';
import { CheckPhoneRegistered } from '../../../src/application/company/check-phone-registered';
import { LoadLicenceRecords } from '../../../src/application/company/load-licence-records';
import { companyFormValues, COMPANY_MESSAGES } from '../../../src/domain/company/company-profile';

const M = { ...COMPANY_MESSAGES, contactChinese: '只能输入汉字' };
import { BUSINESS_INFO_MESSAGES as B } from '../../../src/domain/company/business-info';
import { SUBSIDIARY_MESSAGES as S } from '../../../src/domain/company/subsidiary-form';
import type { LocalUser } from '../../../src/domain/session/local-user';
import {
  InMemoryCompanyProfileGateway, InMemoryLicenceGateway, InMemoryPhoneCheck, InMemorySubsidiaryGateway, completeProfile,
} from '../../fakes/in-memory-company-gateways';
import { loaded } from '../../fakes/loaded';

const user = (changes: Partial<LocalUser> = {}): LocalUser => ({
  user_id: 1001, company_id: 501, company_abbr: '美居装饰', realname: '王美居', vipCompany: true, isSubAccount: false,
  isGroupCompany: false, licenseStatus: 1, status: 1, needChangePwd: false, ...changes,
});
const session = (changes: Partial<LocalUser> = {}) => {
  const model = createSessionModel();
  model.started({ user: user(changes), permissions: changes.isSubAccount ? { order: 2, rendering: 2, article: 2, banner: 2 } : null });
  return model;
};

describe('SaveCompanyProfile', () => {
  const setup = (licenseStatus = 3, sub = false) => {
    const profile = completeProfile({ licenseStatus, companyStatus: 1 });
    const gateway = new InMemoryCompanyProfileGateway(profile);
    return { profile, gateway, save: new SaveCompanyProfile(loaded(gateway), session({ isSubAccount: sub })) };
  };

  it('refuses a sub-account without calling the server', async () => {
    const { profile, gateway, save } = setup(1, true);
    expect(await save.execute({ ...companyFormValues(profile), slogan: '新' }, profile)).toEqual({ ok: false, error: { kind: 'read-only' } });
    expect(gateway.saved).toEqual([]);
  });

  it('checks fields, then images, then whether anything changed', async () => {
    const { profile, gateway, save } = setup();
    const values = companyFormValues(profile);
    expect(await save.execute({ ...values, contact: 'Tom', logo: null }, profile)).toMatchObject({ error: { kind: 'invalid', fields: { contact: M.contactChinese } } });
    expect(await save.execute({ ...values, logo: null }, profile)).toMatchObject({ error: { kind: 'missing-image', message: M.logoRequired } });
    expect(await save.execute(values, profile)).toMatchObject({ error: { kind: 'unchanged', message: M.unchanged } });
    expect(gateway.saved).toEqual([]);
  });

  it('saves with the placeholder status when the licence is open, and keeps the status when locked', async () => {
    const open = setup(3);
    expect((await open.save.execute({ ...companyFormValues(open.profile), slogan: '新口号' }, open.profile)).ok).toBe(true);
    expect(open.gateway.saved[0]).toMatchObject({ slogan: '新口号', companyStatus: 2, locationId: 330106 });
    const locked = setup(2);
    await locked.save.execute({ ...companyFormValues(locked.profile), name: '别名', slogan: '新口号' }, locked.profile);
    expect(locked.gateway.saved[0]).toMatchObject({ name: locked.profile.name, companyStatus: 1 });
  });

  it('says a locked licence\'s stored name that breaks the rules, and sends nothing (the body would refuse it)', async () => {
    const locked = setup(2);
    const profile = { ...locked.profile, name: '杭州美居装饰工程有限公司杭州美居装饰工程有限公司分部' };
    const result = await locked.save.execute({ ...companyFormValues(profile), slogan: '新口号' }, profile);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid', fields: { name: expect.any(String) } } });
    expect(locked.gateway.saved).toEqual([]);
    // The same name on an open licence is the merchant's to fix: the form's own check says it.
    const open = setup(3);
    expect(await open.save.execute({ ...companyFormValues({ ...open.profile, name: '杭州美居装饰工程有限公司杭州美居装饰工程有限公司分部' }), slogan: '新' }, open.profile)).toMatchObject({
      error: { kind: 'invalid', fields: { name: expect.any(String) } },
    });
  });

  it('turns 20022 into a silent refusal and other codes into a reported one', async () => {
    const { profile, gateway, save } = setup();
    gateway.failWith = 20022;
    expect(await save.execute({ ...companyFormValues(profile), slogan: '新' }, profile)).toMatchObject({ error: { kind: 'rejected', code: 20022, silent: true } });
    gateway.failWith = 20405;
    expect(await save.execute({ ...companyFormValues(profile), slogan: '新' }, profile)).toMatchObject({ error: { kind: 'rejected', silent: false } });
  });
});

describe('SaveGroupProfile', () => {
  it('validates, refuses an unchanged form and saves abbreviation and address only', async () => {
    const gateway = new InMemoryCompanyProfileGateway();
    const save = new SaveGroupProfile(loaded(gateway));
    const stored = { abbr: '华居集团', addr: '上海' };
    expect(await save.execute({ abbr: '华居集团', addr: '' }, stored)).toMatchObject({ error: { kind: 'invalid', fields: { addr: M.addrRequired } } });
    expect(await save.execute(stored, stored)).toMatchObject({ error: { kind: 'unchanged' } });
    expect((await save.execute({ abbr: '华居集团', addr: ' 上海浦东 ' }, stored)).ok).toBe(true);
    expect(gateway.saved).toEqual([{ abbr: '华居集团', addr: '上海浦东' }]);
  });
});

describe('UpdateBusinessInfo and its records', () => {
  const info = { name: '杭州美居装饰工程有限公司', creditCode: '91330106MA2B3C4D5E', businessLicense: { key: 'license/b.png', url: '' } };

  it('refuses while the state rule disables the form', async () => {
    const cases = [[{ licenseStatus: 2 }, '营业执照审核中'], [{ licenseStatus: 3 }, '营业执照未通过审核'], [{ status: 0 }, B.unavailable]] as const;
    for (const [changes, message] of cases) {
      const gateway = new InMemoryLicenceGateway();
      expect(await new UpdateBusinessInfo(loaded(gateway), session(changes)).execute(info)).toMatchObject({ error: { kind: 'unavailable', message } });
      expect(gateway.updates).toEqual([]);
    }
  });

  it('validates, sends the licence key and the new record comes first', async () => {
    const gateway = new InMemoryLicenceGateway();
    const update = new UpdateBusinessInfo(loaded(gateway), session());
    expect(await update.execute({ ...info, businessLicense: null })).toMatchObject({ error: { kind: 'invalid', fields: { businessLicense: M.licenceRequired } } });
    expect((await update.execute(info)).ok).toBe(true);
    expect(gateway.updates).toEqual([{ name: info.name, creditCode: info.creditCode, businessLicense: 'license/b.png' }]);
    const records = await new LoadLicenceRecords(loaded(gateway)).execute();
    expect(records.ok && records.value[0]).toMatchObject({ status: 2, title: info.name });
  });
});

describe('businessInfoState', () => {
  it("reads the signed-in user's licence and company status until the licence check answers", () => {
    const model = session({ licenseStatus: 2, status: 0 });
    expect(businessInfoState(model)).toEqual({ licenseStatus: 2, status: 0 });
    model.licenseChecked({ licenseStatus: 1, status: 1 });
    expect(businessInfoState(model)).toEqual({ licenseStatus: 1, status: 1 });
  });

  it('reads an unchecked licence and a normal company without a signed-in user', () => {
    expect(businessInfoState(createSessionModel())).toEqual({ licenseStatus: -1, status: 1 });
  });
});

describe('AddSubsidiary and CheckPhoneRegistered', () => {
  const good = { name: '华居苏州分公司', alias: '华居苏州', locationId: [320000, 320500, 320508], phone: '13900001111', sms_code: '123456', password: 'abc12345', confirm_password: 'abc12345' };

  it('adds a valid subsidiary that then lists', async () => {
    const gateway = new InMemorySubsidiaryGateway();
    expect((await new AddSubsidiary(loaded(gateway), loaded(new InMemoryPhoneCheck())).execute(good)).ok).toBe(true);
    expect(gateway.drafts[0]).toMatchObject({ name: good.name, locationId: 320508 });
    expect(gateway.children.map((c) => c.name)).toContain(good.name);
  });

  it('refuses invalid fields and a registered phone before posting', async () => {
    const gateway = new InMemorySubsidiaryGateway();
    const add = new AddSubsidiary(loaded(gateway), loaded(new InMemoryPhoneCheck(new Set([good.phone]))));
    expect(await add.execute({ ...good, alias: '' })).toMatchObject({ error: { kind: 'invalid', fields: { alias: S.aliasRequired } } });
    expect(await add.execute(good)).toMatchObject({ error: { kind: 'invalid', fields: { phone: S.phoneRegistered } } });
    expect(gateway.drafts).toEqual([]);
  });

  it('asks the server only about well-formed numbers', async () => {
    const phones = new InMemoryPhoneCheck();
    const check = new CheckPhoneRegistered(loaded(phones));
    expect(await check.execute('1380000')).toEqual({ ok: true, value: false });
    expect(await check.execute(' 13800000001 ')).toEqual({ ok: true, value: true });
    expect(phones.asked).toEqual(['13800000001']);
  });
});
