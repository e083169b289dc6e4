import { describe, expect, it } from 'vitest';
import {
  type CompanyFormValues, companyFormChanged, companyFormFor, companyFormValues, companyProfileSave, splitImageErrors,
} from '../../../src/domain/company/company-profile';
import { formErrors } from '../../../src/domain/common/schema';
import { PLACEHOLDER_COMPANY_STATUS, companyStatusToSend, isLicenceLocked, COMPANY_MESSAGES } from '../../../src/domain/company/company-profile';

const M = { ...COMPANY_MESSAGES, contactChinese: '只能输入汉字' };
const validateCompanyForm = (values: CompanyFormValues, licenseStatus: number) => formErrors(companyFormFor(licenseStatus), values);
const missingImage = (values: CompanyFormValues) => splitImageErrors(formErrors(companyFormFor(0), values)).image;
import { completeProfile } from '../../fakes/in-memory-company-gateways';

describe('company form', () => {
  it('locks name, credit code and licence for licence status 1 and 2 only', () => {
    expect([0, 1, 2, 3, 4].map(isLicenceLocked)).toEqual([false, true, true, false, false]);
  });

  it('keeps the company status when locked and sends the placeholder otherwise', () => {
    expect(companyStatusToSend({ licenseStatus: 1, companyStatus: 3 })).toBe(3);
    expect(companyStatusToSend({ licenseStatus: 2, companyStatus: 1 })).toBe(1);
    for (const s of [0, 3, 4]) expect(companyStatusToSend({ licenseStatus: s, companyStatus: 1 })).toBe(PLACEHOLDER_COMPANY_STATUS);
  });

  it('reports every broken field, but not the locked ones', () => {
    const values = { ...companyFormValues(completeProfile()), name: '', creditCode: 'x', contact: 'Tom', locationId: [] };
    expect(validateCompanyForm(values, 3)).toEqual({ name: M.nameRequired, creditCode: M.creditCodeChars, contact: M.contactChinese, locationId: M.cityRequired });
    expect(validateCompanyForm(values, 1)).toEqual({ contact: M.contactChinese, locationId: M.cityRequired });
  });

  it('needs the licence, then the logo', () => {
    const values = companyFormValues(completeProfile());
    expect(missingImage(values)).toBeNull();
    expect(missingImage({ ...values, businessLicense: null, logo: null })).toBe(M.licenceRequired);
    expect(missingImage({ ...values, logo: null })).toBe(M.logoRequired);
  });

  it('sees a change in text (trimmed), city or image, and none in surrounding spaces', () => {
    const loaded = companyFormValues(completeProfile());
    expect(companyFormChanged({ ...loaded, slogan: ` ${loaded.slogan} ` }, loaded)).toBe(false);
    expect(companyFormChanged({ ...loaded, slogan: '新口号' }, loaded)).toBe(true);
    expect(companyFormChanged({ ...loaded, locationId: [330000, 330100, 330102] }, loaded)).toBe(true);
    expect(companyFormChanged({ ...loaded, logo: { key: 'logo/b.jpg', url: '' } }, loaded)).toBe(true);
  });

  it('sends the whole form with the last city id; a locked licence sends the loaded name, code and image', () => {
    const profile = completeProfile({ companyStatus: 1, licenseStatus: 1 });
    const values = { ...companyFormValues(profile), name: '改名', creditCode: '91330106MA2B3C4D5X', businessLicense: { key: 'license/new.png', url: '' }, tel: ' 12345678 ' };
    const locked = companyProfileSave(values, profile);
    expect(locked).toMatchObject({ name: profile.name, creditCode: profile.creditCode, businessLicense: profile.businessLicense, locationId: 330106, tel: '12345678', companyStatus: 1 });
    const open = companyProfileSave(values, { ...profile, licenseStatus: 3 });
    expect(open).toMatchObject({ name: '改名', creditCode: '91330106MA2B3C4D5X', businessLicense: 'license/new.png', companyStatus: PLACEHOLDER_COMPANY_STATUS });
  });

  it('loads an image as its key and thumbnail, and no image without a key', () => {
    const values = companyFormValues(completeProfile({ logo: 'logo/a.png', thumbnailLogo: '/uploads/logo/a.png', thumbnailBusinessLicense: '' }));
    expect(values.logo).toEqual({ key: 'logo/a.png', url: '/uploads/logo/a.png' });
    expect(values.businessLicense).toEqual({ key: 'license/a.png', url: '' });
    expect(companyFormValues(completeProfile({ logo: '', thumbnailLogo: '' })).logo).toBeNull();
  });

  it('sees a licence replaced, an image removed, and a city path changed id by id', () => {
    const loaded = companyFormValues(completeProfile());
    expect(companyFormChanged({ ...loaded, businessLicense: { key: 'license/b.png', url: '' } }, loaded)).toBe(true);
    expect(companyFormChanged({ ...loaded, logo: null }, loaded)).toBe(true);
    expect(companyFormChanged({ ...loaded, businessLicense: null }, loaded)).toBe(true);
    expect(companyFormChanged({ ...loaded, logo: null, businessLicense: null }, { ...loaded, logo: null, businessLicense: null })).toBe(false);
    expect(companyFormChanged({ ...loaded, locationId: [1, 23] }, { ...loaded, locationId: [12, 3] })).toBe(true);
  });

  it('sends the image keys, and an empty key for a removed image', () => {
    const profile = completeProfile({ licenseStatus: 3 });
    const values = companyFormValues(profile);
    expect(companyProfileSave(values, profile)).toMatchObject({ logo: profile.logo, businessLicense: profile.businessLicense });
    expect(companyProfileSave({ ...values, logo: null, businessLicense: null }, profile)).toMatchObject({ logo: '', businessLicense: '' });
  });
});
