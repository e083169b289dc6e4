import type { Response } from 'express';
import * as v from 'valibot';
import { fail, FROZEN, NO_PERMISSION, type Refusal, refuse, START_BEFORE_NOW } from '../envelope';
import type { Account } from '../fixtures/accounts';
import { type MockBanner, POSITIONS, type PosAbbr } from '../fixtures/banners';
import { startTimeAllowed } from '../../src/domain/common/beijing-day';
import { bannerBody, listQuery } from '../../contracts/api/banners';
import { CITY_REFUSAL } from '../../src/domain/banner/banner-permissions';
import { BANNER_CITY_LIMIT_CODE, BANNER_COMPANY_LIMIT_CODE, BANNER_PERIOD_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

/** The city tab without has_city_slider. */
export const CITY_SLIDER_CLOSED: Refusal = { code: NO_PERMISSION_CODE, msg: CITY_REFUSAL.title };

export const posAbbr = () => v.picklist(Object.keys(POSITIONS) as PosAbbr[]);

/** A save: the declared body, with the mock's own facts: a known placement whose pos matches its posAbbr, the times' order. */
export const BannerBody = v.pipe(
  v.object({
    ...bannerBody.entries,
    posAbbr: posAbbr(),
    pos: v.pipe(bannerBody.entries.pos, v.picklist([1048, 1062])),
  }),
  v.check((b) => POSITIONS[b.posAbbr].pos === b.pos, 'pos 与 posAbbr 不符'),
  v.check((b) => b.endTime >= b.beginTime, '结束时间不能小于开始时间'),
);
export type BannerInput = v.InferOutput<typeof BannerBody>;

export const ListQuery = v.object({ ...listQuery.entries, posAbbr: posAbbr() });

export const COMPANY_LIMIT = 5;

/**
 * A start in the past is refused; an edit that keeps the start it had (a banner already running)
 * is not checked again.
 */
export function pastStartRefusal(res: Response, body: BannerInput, existing?: MockBanner): boolean {
  if (existing && existing.begin_time === body.beginTime) return false;
  if (startTimeAllowed(body.beginTime, new Date(), Boolean(existing))) return false;
  refuse(res, START_BEFORE_NOW);
  return true;
}

/** A sub-account without the banner module (level 0) sees no banners (spec 2 section 2: slideshow hidden). */
export const listRefused = (a: Account) => a.isGroupCompany || (a.isSubAccount && (a.permissionList?.banner ?? 0) === 0);

/** Group accounts have no banners; a sub-account changes them only with banner level 2. */
export function roleRefusal(res: Response, a: Account, creating: boolean): boolean {
  const level = a.isSubAccount ? (a.permissionList?.banner ?? 0) : 2;
  if (a.isGroupCompany || level !== 2) return (refuse(res, NO_PERMISSION), true);
  if (creating && a.company_status === 3) return (refuse(res, FROZEN), true);
  return false;
}

/**
 * The placement's limits: the city home page takes one banner per placement (20710) and only
 * with has_city_slider; the company homepage at most 5 (20712), within the company's slider
 * period (20704).
 */
export function placementRefusal(
  res: Response,
  a: Account,
  body: BannerInput,
  others: MockBanner[],
  period: { begin: string; end: string },
): boolean {
  const sameSpot = others.filter((b) => b.company_id === a.company_id && b.posAbbr === body.posAbbr);
  if (POSITIONS[body.posAbbr].city) {
    if (a.has_city_slider !== 1) return (refuse(res, CITY_SLIDER_CLOSED), true);
    if (sameSpot.length >= 1) return (fail(res, BANNER_CITY_LIMIT_CODE, '该公司的城市首页轮播图已达上限'), true);
    return false;
  }
  if (sameSpot.length >= COMPANY_LIMIT) return (fail(res, BANNER_COMPANY_LIMIT_CODE, '公司首页轮播图最多5张，已达上限'), true);
  if (body.beginTime < period.begin || body.endTime > period.end) return (fail(res, BANNER_PERIOD_CODE, '投放时间超出公司轮播图服务期，请重新选择'), true);
  return false;
}
