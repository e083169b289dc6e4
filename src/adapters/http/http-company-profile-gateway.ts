import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { toResult } from './envelope';
import type { CompanyProfileGateway } from '../../application/ports/company-profile-gateway';
import type { CompanyProfile, CompanyProfileSave, GroupProfileSave } from '../../domain/company/company-profile';

const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s == null ? '' : String(s)))), '');
const num = v.optional(v.pipe(v.nullable(v.union([v.number(), v.string()])), v.transform((n) => Number(n ?? 0) || 0)), 0);
/** The city path; a single id (older answers) becomes a one-step path, nothing an empty one. */
const path = v.optional(
  v.pipe(
    v.nullable(v.union([v.array(v.union([v.number(), v.string()])), v.number(), v.string()])),
    v.transform((p) => (p == null || p === '' ? [] : Array.isArray(p) ? p : [p]).map(Number).filter((n) => n > 0)),
  ),
  [],
);

/** GET /v2/account/company-profile as the company screens read it. */
export const ProfileSchema = v.looseObject({
  name: text,
  abbr: text,
  contact: text,
  inform_phone: text,
  creditCode: text,
  locationId: path,
  slogan: text,
  market_tel: text,
  tel: text,
  qq: text,
  addr: text,
  intro: text,
  logo: text,
  thumbnailLogo: text,
  businessLicense: text,
  thumbnailBusinessLicense: text,
  companyStatus: num,
  licenseStatus: num,
});

const toProfile = ({ inform_phone, market_tel, ...rest }: v.InferOutput<typeof ProfileSchema>): CompanyProfile => ({
  ...rest,
  informPhone: inform_phone,
  marketPhone: market_tel,
});

export class HttpCompanyProfileGateway implements CompanyProfileGateway {
  constructor(private readonly api: ApiClient) {}

  async load() {
    const answer = await this.api.get<unknown>('/account/company-profile', { query: { thumbnailWidth: 134 } });
    const result = checked(this.api, ProfileSchema, 'GET /account/company-profile')(answer);
    return result.ok ? { ok: true as const, value: toProfile(result.value) } : result;
  }

  // 20022 is silent on the company profile (spec 2 section 8): the form stays as typed.
  save({ informPhone, marketPhone, ...rest }: CompanyProfileSave) {
    const body = { ...rest, inform_phone: informPhone, market_tel: marketPhone };
    return this.api.put<unknown>('/account/company-profile', body, { handledCodes: [20022] }).then(toResult);
  }

  saveGroup(profile: GroupProfileSave) {
    return this.api.put<unknown>('/account/company-profile', profile, { handledCodes: [20022] }).then(toResult);
  }
}
