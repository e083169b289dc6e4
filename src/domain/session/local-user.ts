import { type AccountRole, type Flag, isSet } from './roles';

/** What the sign-in response carries and the app keeps in the `users` cookie (spec 1 section 3). */
export interface LocalUser {
  user_id: number;
  company_id: number;
  company_abbr: string;
  realname: string;
  vipCompany: boolean;
  isSubAccount: boolean;
  isGroupCompany: boolean;
  licenseStatus: number;
  status: number;
  needChangePwd: boolean;
}

export interface SignInResponse {
  access_token: string;
  user_id: number;
  company_id: number;
  company_abbr?: string;
  realname?: string;
  vipCompany?: Flag;
  isSubAccount?: Flag;
  isGroupCompany?: Flag;
  licenseStatus?: number;
  status?: number;
  needChangePwd?: Flag;
  permissionList?: unknown;
}

export function toLocalUser(r: SignInResponse): LocalUser {
  return {
    user_id: Number(r.user_id),
    company_id: Number(r.company_id),
    company_abbr: r.company_abbr ?? '',
    realname: r.realname ?? '',
    vipCompany: isSet(r.vipCompany),
    isSubAccount: isSet(r.isSubAccount),
    isGroupCompany: isSet(r.isGroupCompany),
    licenseStatus: typeof r.licenseStatus === 'number' ? r.licenseStatus : -1,
    status: typeof r.status === 'number' ? r.status : 1,
    needChangePwd: isSet(r.needChangePwd),
  };
}

/** Spec 1 section 4, "After login". */
export function postLoginPath(role: AccountRole, user: Pick<LocalUser, 'status'>): string {
  if (role === 'SubAccount') return '/';
  if (role === 'GroupAccount') return '/personal/groupInfo';
  if (user.status !== 1) return '/personal/enterpriseInfo?user=new';
  return '/';
}

/** licenseStatus: 0 deleted, 1 approved, 2 pending, 3 not approved, 4 previously approved, -1 unchecked. */
export const LICENSE_UNCHECKED = -1;

/** The licence banner: only for main accounts whose licence is neither approved nor pending. */
export function needsLicenceReminder(role: AccountRole, licenseStatus: number, path: string): boolean {
  if (role !== 'NormalAccount') return false;
  if (path.startsWith('/personal')) return false;
  if (licenseStatus === LICENSE_UNCHECKED) return false;
  return licenseStatus !== 1 && licenseStatus !== 2;
}
