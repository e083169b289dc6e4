import { describe, expect, it } from 'vitest';
import {
  type SubAccountType,
  isSubAccountType,
  permissionsLocked,
  presetFor,
  togglePermission,
  typeLabel,
} from '../../../src/domain/sub-account/sub-account';
import { CATALOGUE } from '../../fakes/in-memory-sub-account-admin-gateway';
import { subAccountCreateBlocker } from '../../../src/domain/sub-account/sub-account-permissions';
import { ACTORS } from '../../fakes/content-actors';

describe('sub-account types', () => {
  it.each([
    ['Designer', [120, 220, 320, 530], true],
    ['Operation', [130, 220, 320, 520], true],
    ['Sub', [130, 230, 330, 530], false],
  ] as const)('%s presets %j, locked: %s', (type, ids, locked) => {
    expect(presetFor(type)).toEqual(ids);
    expect(permissionsLocked(type)).toBe(locked);
  });

  it('locks nothing before a type is chosen, and hands out copies of the presets', () => {
    expect(permissionsLocked('')).toBe(false);
    presetFor('Designer').push(999);
    expect(presetFor('Designer')).toHaveLength(4);
  });

  it('knows the three types', () => {
    expect(['Designer', 'Operation', 'Sub', 'Boss', '', 3].map(isSubAccountType)).toEqual([true, true, true, false, false, false]);
  });

  it("labels a row with the server's description, else the type's Chinese name", () => {
    expect(typeLabel({ user_type: 'Operation', user_type_desc: '' })).toBe('运营');
    expect(typeLabel({ user_type: 'Sub', user_type_desc: '其他人员' })).toBe('其他人员');
    // A type this version does not know, without a description, gets no label rather than a guess.
    expect(typeLabel({ user_type: 'Boss' as SubAccountType, user_type_desc: '' })).toBe('');
  });
});

describe('ticking permissions', () => {
  it('keeps one level per module: ticking one clears its siblings', () => {
    expect(togglePermission(CATALOGUE, [130, 230, 330, 530], 110, true)).toEqual([110, 230, 330, 530]);
  });

  it('clears only the level unticked, and keeps the catalogue order', () => {
    expect(togglePermission(CATALOGUE, [530, 110, 230], 230, false)).toEqual([110, 530]);
    expect(togglePermission(CATALOGUE, [530], 120, true)).toEqual([120, 530]);
  });

  it('adds an id the catalogue does not know after the known ones', () => {
    expect(togglePermission(CATALOGUE, [120], 999, true)).toEqual([120, 999]);
  });
});

describe('creating a sub-account', () => {
  it('is refused to a frozen company alone', () => {
    expect(subAccountCreateBlocker(ACTORS.merchant)).toBeNull();
    expect(subAccountCreateBlocker(ACTORS.frozen)).toBe('您的公司账号为冻结状态，无法操作');
  });
});
