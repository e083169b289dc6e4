import { describe, expect, it } from 'vitest';
import { PROMOTION_PAGE_SIZE, PROMOTION_TABS } from '../../../src/domain/promotion/promotion';
import {
  PROMOTION_FAILED,
  PROMOTION_LOCKED_MESSAGE,
  isPromotionLocked,
  promotionCreateBlocker,
  promotionDeleteBlocker,
  promotionEditBlocker,
} from '../../../src/domain/promotion/promotion-rules';
import { ACTORS } from '../../fakes/content-actors';

describe('promotion rules', () => {
  it('locks the form for status 1 and 2 only', () => {
    expect([1, 2, 3].map(isPromotionLocked)).toEqual([true, true, false]);
  });

  it('refuses a frozen company to create', () => {
    expect(promotionCreateBlocker(ACTORS.merchant)).toBeNull();
    expect(promotionCreateBlocker(ACTORS.frozen)).toBe('您的公司账号为冻结状态，无法操作');
  });

  it('edits and deletes only failed promotions', () => {
    expect(promotionEditBlocker(ACTORS.merchant, 3)).toBeNull();
    expect(promotionEditBlocker(ACTORS.frozen, 3)).toBeNull();
    expect(promotionEditBlocker(ACTORS.merchant, 1)).toBe('只有未通过状态才能编辑，其他状态不能编辑操作!');
    expect(promotionEditBlocker(ACTORS.merchant, 2)).toBe('只有未通过状态才能编辑，其他状态不能编辑操作!');
    expect(promotionDeleteBlocker(ACTORS.merchant, 3)).toBeNull();
    expect(promotionDeleteBlocker(ACTORS.merchant, 1)).toBe('只有未通过状态才能删除，其他状态不能删除操作!');
  });

  it('lets only article level 2 sub-accounts write, and no group account', () => {
    expect(promotionCreateBlocker(ACTORS.designer)).toBeNull();
    expect(promotionCreateBlocker(ACTORS.viewer)).toBe('暂无该权限');
    expect(promotionDeleteBlocker(ACTORS.viewer, 3)).toBe('暂无该权限');
    expect(promotionEditBlocker(ACTORS.group, 3)).toBe('暂无该权限');
  });
});

describe('promotion details', () => {
  it('says the spec texts, pages by 10 and sends 全部 as status 0', () => {
    expect(PROMOTION_FAILED).toBe(3);
    expect(PROMOTION_LOCKED_MESSAGE).toBe('未通过状态可修改，其他状态不可修改');
    expect(PROMOTION_PAGE_SIZE).toBe(10);
    expect(PROMOTION_TABS).toEqual([
      { label: '全部', status: 0 },
      { label: '已通过', status: 1 },
      { label: '待审核', status: 2 },
      { label: '未通过', status: 3 },
    ]);
  });

  it('leaves a new promotion (no status) unlocked', () => {
    expect(isPromotionLocked(undefined)).toBe(false);
    expect(isPromotionLocked(0)).toBe(false);
  });

  it('refuses a group account and a level-1 sub-account every write', () => {
    expect(promotionCreateBlocker(ACTORS.group)).toBe('暂无该权限');
    expect(promotionDeleteBlocker(ACTORS.group, 3)).toBe('暂无该权限');
    expect(promotionEditBlocker(ACTORS.viewer, 3)).toBe('暂无该权限');
    expect(promotionEditBlocker(ACTORS.designer, 3)).toBeNull();
    expect(promotionDeleteBlocker(ACTORS.designer, 3)).toBeNull();
    expect(promotionDeleteBlocker(ACTORS.merchant, 2)).toBe('只有未通过状态才能删除，其他状态不能删除操作!');
  });
});
