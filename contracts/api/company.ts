import * as v from 'valibot';
import { endpoint } from './endpoint';
import { phone } from './request-shapes';
import { ChildBody, GroupBody, LicenceBody, ProfileBody, ProfileSchema } from './wire/company';
import { CheckSchema, ChildrenSchema, GroupCompaniesSchema } from './answers/company';
import { AUDIT_FAILED_CODE, COMPANY_FROZEN_CODE, COMPANY_INFO_INCOMPLETE_CODE, NO_PERMISSION_CODE, PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE } from '../../src/domain/common/business-codes';

/** The company screens' endpoints (spec 2 section 5); the licence records are a variant of honors.list. */
export const company = {
  checkPhone: endpoint({
    method: 'GET',
    path: '/v2/users/check-phone',
    bearer: 'always',
    what: 'phone registered check (phone, type=Landlord)',
    known: 'assumed',
    spec: '2',
    query: v.object({ phone: phone(), type: v.literal('Landlord') }),
    answer: CheckSchema,
    codes: [429, NO_PERMISSION_CODE],
  }),
  profile: endpoint({
    method: 'GET',
    path: '/v2/account/company-profile',
    bearer: 'always',
    what: 'company profile (?thumbnailWidth=134)',
    known: 'given',
    spec: '2',
    query: v.object({ thumbnailWidth: v.optional(v.union([v.string(), v.number()])) }),
    answer: ProfileSchema,
    codes: [],
  }),
  /** A group account sends abbr and addr only; every other account the whole company form. */
  saveProfile: endpoint({
    method: 'PUT',
    path: '/v2/account/company-profile',
    bearer: 'always',
    what: 'save company profile',
    known: 'given',
    spec: '2',
    body: v.union([ProfileBody, GroupBody]),
    codes: [404, AUDIT_FAILED_CODE, NO_PERMISSION_CODE, COMPANY_FROZEN_CODE],
  }),
  saveLicence: endpoint({
    method: 'PUT',
    path: '/v2/account/license',
    bearer: 'always',
    what: 'business-info update (name, creditCode, businessLicense)',
    known: 'given',
    spec: '2',
    body: LicenceBody,
    codes: [NO_PERMISSION_CODE, COMPANY_FROZEN_CODE, COMPANY_INFO_INCOMPLETE_CODE],
  }),
  subsidiaries: endpoint({
    method: 'GET',
    path: '/v2/companies/group-children',
    bearer: 'always',
    what: 'child companies of a group',
    known: 'assumed',
    spec: '2',
    answer: ChildrenSchema,
    /** /grouporder's company filter reads the same list. */
    variants: { groupOrders: GroupCompaniesSchema },
    codes: [],
  }),
  addSubsidiary: endpoint({
    method: 'POST',
    path: '/v2/companies/group-children',
    bearer: 'always',
    what: 'add a subsidiary',
    known: 'assumed',
    spec: '2',
    body: ChildBody,
    codes: [400, PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE, NO_PERMISSION_CODE, COMPANY_FROZEN_CODE],
  }),
};
