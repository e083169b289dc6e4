import { BusinessError } from '../../src/application/errors';
import type { CompanyProfileGateway } from '../../src/application/ports/company-profile-gateway';
import type { LicenceGateway } from '../../src/application/ports/licence-gateway';
import type { PhoneCheckGateway } from '../../src/application/ports/phone-check-gateway';
import type { SubsidiaryGateway } from '../../src/application/ports/subsidiary-gateway';
import type { CompanyProfile, CompanyProfileSave, GroupProfileSave } from '../../src/domain/company/company-profile';
import type { BusinessInfoSave, LicenceRecord } from '../../src/domain/company/business-info';
import type { Subsidiary, SubsidiaryDraft } from '../../src/domain/company/subsidiary-form';
import { err, ok } from '../../src/domain/common/result';

/** merchant's profile: complete, licence passed. */
export const completeProfile = (changes: Partial<CompanyProfile> = {}): CompanyProfile => ({
  name: '杭州美居装饰工程有限公司', abbr: '美居装饰', contact: '王美居', informPhone: '13800000001',
  creditCode: '91330106MA2B3C4D5E', locationId: [330000, 330100, 330106], slogan: '用心装好每一个家',
  marketPhone: '4008001234', tel: '057188886666', qq: '800012345', addr: '杭州市西湖区文三路 100 号', intro: '专注家装',
  logo: 'logo/a.png', thumbnailLogo: '/uploads/logo/a.png', businessLicense: 'license/a.png',
  thumbnailBusinessLicense: '/uploads/license/a.png', companyStatus: 1, licenseStatus: 1, ...changes,
});

/** Records what was sent; `failWith` makes the next calls answer that business code. */
export class InMemoryCompanyProfileGateway implements CompanyProfileGateway {
  saved: (CompanyProfileSave | GroupProfileSave)[] = [];
  failWith: number | null = null;
  constructor(public profile: CompanyProfile = completeProfile()) {}

  async load() {
    return ok(this.profile);
  }
  async save(p: CompanyProfileSave) {
    return this.answer(p);
  }
  async saveGroup(p: GroupProfileSave) {
    return this.answer(p);
  }
  private answer(p: CompanyProfileSave | GroupProfileSave) {
    if (this.failWith) return err(new BusinessError(this.failWith, '审核未通过'));
    this.saved.push(p);
    return ok(null);
  }
}

export class InMemoryLicenceGateway implements LicenceGateway {
  updates: BusinessInfoSave[] = [];
  records: LicenceRecord[] = [];
  async update(info: BusinessInfoSave) {
    this.updates.push(info);
    this.records.unshift({ timestamp: 'now', status: 2, title: info.name, creditCode: info.creditCode, content: '', thumbnailPhoto: '' });
    return ok(null);
  }
  async recentRecords() {
    return ok(this.records.slice(0, 3));
  }
}

export class InMemoryPhoneCheck implements PhoneCheckGateway {
  asked: string[] = [];
  constructor(public registered: Set<string> = new Set(['13800000001'])) {}
  async isRegistered(phone: string) {
    this.asked.push(phone);
    return ok(this.registered.has(phone));
  }
}

export class InMemorySubsidiaryGateway implements SubsidiaryGateway {
  children: Subsidiary[] = [{ id: 601, name: '华居装饰杭州分公司', alias: '华居杭州', region: '浙江省 杭州市 西湖区', phone: '' }];
  drafts: SubsidiaryDraft[] = [];
  failWith: number | null = null;
  async list() {
    return ok(this.children);
  }
  async add(draft: SubsidiaryDraft) {
    if (this.failWith) return err(new BusinessError(this.failWith, '验证码错误'));
    this.drafts.push(draft);
    this.children.push({ id: 700 + this.drafts.length, name: draft.name, alias: draft.alias, region: '', phone: draft.phone });
    return ok(null);
  }
}
