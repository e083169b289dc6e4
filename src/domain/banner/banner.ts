import { KB, MB } from '../common/image-file';

/** Where a banner shows: the company homepage, or the city home page on desktop or in the app. */
export type Placement = 'company' | 'cityDesktop' | 'cityApp';

export interface PlacementRules {
  posAbbr: string;
  /**
   * The spec names pos 1048 and 1062 for saves and pos 1048 for a list read without saying
   * which placement is which; we read 1048 as the city home page and 1062 as the company one.
   */
  pos: 1048 | 1062;
  thumbnailWidth: number;
  label: string;
  minBytes: number;
  maxBytes: number;
  sizeMessage: string;
  suggested: { width: number; height: number };
}

/** Spec 2 section 5's table; the city desktop message follows the other two rows' wording. */
export const PLACEMENTS: Record<Placement, PlacementRules> = {
  company: {
    posAbbr: 'TJW_ZXGS_INDEX',
    pos: 1062,
    thumbnailWidth: 700,
    label: '公司首页',
    minBytes: 200 * KB,
    maxBytes: 5 * MB,
    sizeMessage: '图片不得小于200K，不得超过5M',
    suggested: { width: 700, height: 280 },
  },
  cityDesktop: {
    posAbbr: 'NEW_TJW_SY_LB',
    pos: 1048,
    thumbnailWidth: 895,
    label: '电脑端',
    minBytes: 500 * KB,
    maxBytes: 5 * MB,
    sizeMessage: '图片不得小于500K，不得超过5M',
    suggested: { width: 1920, height: 470 },
  },
  cityApp: {
    posAbbr: 'NEW_TJW_APP_SY_LB',
    pos: 1048,
    thumbnailWidth: 895,
    label: '手机端',
    minBytes: 20 * KB,
    maxBytes: 2 * MB,
    sizeMessage: '图片不得小于20K，不得超过2M',
    suggested: { width: 686, height: 345 },
  },
};

export const CITY_PLACEMENTS = ['cityDesktop', 'cityApp'] as const satisfies readonly Placement[];

export const placementOf = (posAbbr: string): Placement | undefined =>
  (Object.keys(PLACEMENTS) as Placement[]).find((p) => PLACEMENTS[p].posAbbr === posAbbr);

/** A jump target of GET /v2/account/banners/benefit. */
export interface BannerTarget {
  title: string;
  first: string;
  second: string;
  third: string;
}

export interface Banner extends Omit<BannerTarget, 'title'> {
  bannerId: number;
  /** The stored image key the saves send back, and its thumbnail URL. */
  slide: string;
  thumbnailSlide: string;
  title: string;
  /** yyyy-MM-dd. */
  beginTime: string;
  endTime: string;
  status: number;
  statusName: string;
  posAbbr: string;
}

/** One placement's banners and the company's slider service period (yyyy-MM-dd, '' when open). */
export interface BannerList {
  items: Banner[];
  sliderBegin: string;
  sliderEnd: string;
}

/** POST and PUT /v2/banners/companies. */
export interface BannerPayload extends Omit<BannerTarget, 'title'> {
  slide: string;
  title: string;
  posAbbr: string;
  beginTime: string;
  endTime: string;
  pos: 1048 | 1062;
}

/** The company homepage shows at most 5 (the add tile shows while under 5); the city tab 2. */
export const COMPANY_BANNER_LIMIT = 5;
export const CITY_BANNER_LIMIT = CITY_PLACEMENTS.length;

/** Status 2 is locked: no delete, time and image not editable, submit disabled. */
export const BANNER_LOCKED_STATUS = 2;
export const isBannerLocked = (status: number | undefined) => status === BANNER_LOCKED_STATUS;

export const BANNER_DELETE_CONFIRM = '请确认是否删除该轮播图';

export const targetKey = (t: Omit<BannerTarget, 'title'>) => [t.first, t.second, t.third].join('|');
