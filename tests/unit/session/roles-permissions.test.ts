import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, deriveRole, isSet } from '../../../src/domain/session/roles';
import { canOperateOrders, canSee, levelOf, parsePermissionList } from '../../../src/domain/session/permissions';
import { needsLicenceReminder, postLoginPath, toLocalUser } from '../../../src/domain/session/local-user';

describe('role derivation (spec 1 section 4)', () => {
  it.each([
    [{ isGroupCompany: 1, isSubAccount: 1 }, 'GroupAccount'],
    [{ isGroupCompany: '1', isSubAccount: 0 }, 'GroupAccount'],
    [{ isGroupCompany: 0, isSubAccount: 1 }, 'SubAccount'],
    [{ isGroupCompany: false, isSubAccount: true }, 'SubAccount'],
    [{ isGroupCompany: 0, isSubAccount: 0 }, 'NormalAccount'],
    [{}, 'NormalAccount'],
  ])('%j -> %s', (flags, role) => {
    expect(deriveRole(flags)).toBe(role);
  });
});

describe('permission levels (spec 1 section 6)', () => {
  const viewer = { order: 1, rendering: 0, article: 1, banner: 1 };
  it('limits only sub-accounts', () => {
    expect(levelOf('NormalAccount', null, 'rendering')).toBe(2);
    expect(levelOf('SubAccount', viewer, 'rendering')).toBe(0);
    expect(levelOf('SubAccount', null, 'order')).toBe(0);
    expect(canSee('SubAccount', viewer, 'order')).toBe(true);
    expect(canSee('SubAccount', viewer, 'rendering')).toBe(false);
    expect(canOperateOrders('SubAccount', viewer)).toBe(false);
    expect(canOperateOrders('SubAccount', { ...viewer, order: 2 })).toBe(true);
  });
  it('parses the cookie or the login field', () => {
    expect(parsePermissionList('{"order":"2","rendering":0}')).toEqual({ order: 2, rendering: 0 });
    expect(parsePermissionList('not json')).toBeNull();
    expect(parsePermissionList(undefined)).toBeNull();
  });
  it('reads every module from an object, and drops what is not a number', () => {
    expect(parsePermissionList({ order: 2, rendering: '1', article: 0, banner: 1, other: 2 })).toEqual({ order: 2, rendering: 1, article: 0, banner: 1 });
    expect(parsePermissionList({ order: 'x', banner: Infinity })).toEqual({});
    expect(parsePermissionList('[1,2]')).toBeNull();
    expect(parsePermissionList([2])).toBeNull();
    expect(parsePermissionList(2)).toBeNull();
    expect(parsePermissionList(null)).toBeNull();
    expect(parsePermissionList('null')).toBeNull();
  });
  it('gives a sub-account no access for a level that is not a finite number', () => {
    expect(levelOf('SubAccount', { order: Number.NaN }, 'order')).toBe(0);
    expect(levelOf('SubAccount', { order: Infinity }, 'order')).toBe(0);
    expect(levelOf('SubAccount', { banner: 1 }, 'banner')).toBe(1);
    expect(levelOf('GroupAccount', { order: 0 }, 'order')).toBe(2);
  });
});

describe('after login (spec 1 section 4)', () => {
  it.each([
    ['SubAccount', 0, '/'],
    ['GroupAccount', 1, '/personal/groupInfo'],
    ['NormalAccount', 0, '/personal/enterpriseInfo?user=new'],
    ['NormalAccount', 1, '/'],
  ] as const)('%s with status %i goes to %s', (role, status, path) => {
    expect(postLoginPath(role, { status })).toBe(path);
  });

  it('keeps the sign-in fields a local user needs', () => {
    const user = toLocalUser({ access_token: 't', user_id: 7, company_id: 9, vipCompany: '1', needChangePwd: 1 });
    expect(user).toEqual({
      user_id: 7,
      company_id: 9,
      company_abbr: '',
      realname: '',
      vipCompany: true,
      isSubAccount: false,
      isGroupCompany: false,
      licenseStatus: -1,
      status: 1,
      needChangePwd: true,
    });
  });

  it('keeps what the sign-in answer says, numbers as numbers', () => {
    const user = toLocalUser({
      access_token: 't',
      user_id: '7' as unknown as number,
      company_id: '9' as unknown as number,
      company_abbr: 'abbr',
      realname: 'name',
      vipCompany: 0,
      isSubAccount: 1,
      isGroupCompany: '1',
      licenseStatus: 3,
      status: 0,
      needChangePwd: 0,
    });
    expect(user).toEqual({
      user_id: 7,
      company_id: 9,
      company_abbr: 'abbr',
      realname: 'name',
      vipCompany: false,
      isSubAccount: true,
      isGroupCompany: true,
      licenseStatus: 3,
      status: 0,
      needChangePwd: false,
    });
    expect(toLocalUser({ access_token: 't', user_id: 1, company_id: 1, licenseStatus: '1' as unknown as number, status: '0' as unknown as number })).toMatchObject({ licenseStatus: -1, status: 1 });
  });
});

describe('licence banner', () => {
  it.each([
    ['NormalAccount', 3, '/', true],
    ['NormalAccount', 0, '/order', true],
    ['NormalAccount', 4, '/', true],
    ['NormalAccount', 1, '/', false],
    ['NormalAccount', 2, '/', false],
    ['NormalAccount', -1, '/', false],
    ['NormalAccount', 3, '/personal/orderData', false],
    ['SubAccount', 3, '/', false],
    ['GroupAccount', 3, '/', false],
  ] as const)('%s licence %i on %s -> %s', (role, status, path, shown) => {
    expect(needsLicenceReminder(role, status, path)).toBe(shown);
  });
});

describe('a flag the server sends', () => {
  it('is set as true, 1, "1" or "true", and by nothing else', () => {
    expect([true, 1, '1', 'true'].map(isSet)).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false', '', 2, null, undefined].map(isSet)).toEqual([false, false, false, false, false, false, false, false]);
    expect(DEFAULT_ROLE).toBe('NormalAccount');
    expect(deriveRole({ isGroupCompany: 'true', isSubAccount: 'true' })).toBe('GroupAccount');
  });
});
