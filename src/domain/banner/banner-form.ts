import { earliestStartDay } from '../common/beijing-day';
import { plainText, atMost, filled } from '../common/schema';
import * as v from 'valibot';
import { fieldCheck, sendsTheSame, TITLE_REQUIRED_MESSAGE, UNCHANGED_MESSAGE } from '../content/content-form';
import { DAY_RANGE_MESSAGES, type DayBounds, checkEndDay, checkStartDay } from '../common/day-range';
import { IMAGE_MESSAGES, type FileFacts, checkImageFile } from '../common/image-file';
import { type Banner, type BannerPayload, PLACEMENTS, type Placement, targetKey } from './banner';

export const BANNER_MESSAGES = {
  titleRequired: TITLE_REQUIRED_MESSAGE,
  beginRequired: DAY_RANGE_MESSAGES.startRequired,
  endRequired: DAY_RANGE_MESSAGES.endRequired,
  endBeforeStart: DAY_RANGE_MESSAGES.endBeforeStart,
  startBeforeToday: DAY_RANGE_MESSAGES.startBeforeNow,
  slideRequired: IMAGE_MESSAGES.required,
  unchanged: UNCHANGED_MESSAGE,
  locked: '审核中的轮播图不可修改',
} as const;

/** 20710, by placement: the city home page takes one banner on desktop and one in the app. */
export const CITY_LIMIT_MESSAGES: Partial<Record<Placement, string>> = {
  cityDesktop: '该公司的电脑端城市首页已达上限',
  cityApp: '该公司的手机端城市首页已达上限',
};

/** The stored image, with the picked file's facts while they are known (they are re-checked when the placement changes). */
const Slide = v.object({
  key: v.string(),
  url: v.string(),
  file: v.optional(v.object({ name: v.string(), type: v.string(), size: v.number() })),
});
export type BannerImage = v.InferInput<typeof Slide>;

/** The fields of a banner (spec 2 §5 Banner), each checked on its own. */
export const BannerFields = v.object({
  title: v.pipe(v.string(), v.trim(), filled(BANNER_MESSAGES.titleRequired), atMost(50), plainText()),
  placement: v.picklist(Object.keys(PLACEMENTS) as Placement[]),
  /** yyyy-MM-dd, '' when not chosen. */
  begin: v.string(),
  end: v.string(),
  /** targetKey of the chosen jump target, '' for none. */
  target: v.string(),
  slide: v.nullable(Slide),
});

export type BannerFormValues = v.InferInput<typeof BannerFields>;

export type BannerField = Exclude<keyof BannerFormValues, 'placement'>;

export const emptyBannerForm = (placement: Placement): BannerFormValues => ({
  title: '',
  placement,
  begin: '',
  end: '',
  target: '',
  slide: null,
});

/** What a banner's dates are checked against. */
export interface BannerDateRules {
  /** The picker's days (`bannerDateBounds`). */
  bounds: DayBounds;
  /** yyyy-MM-dd, Beijing's day (`beijingDay`). */
  today: string;
  /** The dates of the banner being edited. */
  original?: Pick<BannerFormValues, 'begin' | 'end'>;
}

/**
 * Typed or picked, a day lies within the picker's bounds; the end never before the start. On
 * edit, a running banner's start lies before today: "not before today" (and the bounds) apply to
 * a start the user changed, and the bounds to an end the user changed.
 */
export function checkBannerDates(values: Pick<BannerFormValues, 'begin' | 'end'>, { bounds, today, original }: BannerDateRules) {
  const changedStart: DayBounds = { ...bounds, min: original && (bounds.min ?? '') < today ? today : bounds.min };
  const startBounds = !original ? bounds : values.begin === original.begin ? {} : changedStart;
  const endBounds = original && values.end === original.end ? {} : bounds;
  return { begin: checkStartDay(values.begin, startBounds), end: checkEndDay(values.end, values.begin, endBounds) };
}

/** The whole form: the fields, then the dates against the picker's days and each other, then the image against its placement. */
export const bannerForm = (rules: BannerDateRules) =>
  v.pipe(
    BannerFields,
    fieldCheck<BannerFormValues, 'begin'>('begin', (b) => checkBannerDates(b, rules).begin),
    fieldCheck<BannerFormValues, 'end'>('end', (b) => checkBannerDates(b, rules).end),
    fieldCheck<BannerFormValues, 'slide'>('slide', (b) => checkBannerSlide(b.placement, b.slide)),
  );

/**
 * The date picker's bounds: the company's slider service period, with one day of grace
 * before today (yesterday is the earliest day offered), Beijing's days.
 */
export function bannerDateBounds(now: Date, sliderBegin: string, sliderEnd: string): DayBounds {
  const yesterday = earliestStartDay(now, false);
  return { min: sliderBegin > yesterday ? sliderBegin : yesterday, max: sliderEnd || undefined };
}

/** JPG/JPEG/PNG within the placement's byte limits, with its message. */
export function checkBannerImage(placement: Placement, file: FileFacts): string | null {
  const rules = PLACEMENTS[placement];
  return checkImageFile(file, { minBytes: rules.minBytes, maxBytes: rules.maxBytes, tooSmall: rules.sizeMessage, tooLarge: rules.sizeMessage });
}

export function checkBannerSlide(placement: Placement, slide: BannerImage | null): string | null {
  if (!slide) return BANNER_MESSAGES.slideRequired;
  return slide.file ? checkBannerImage(placement, slide.file) : null;
}

export function toBannerPayload(values: BannerFormValues): BannerPayload {
  const [first = '', second = '', third = ''] = values.target ? values.target.split('|') : [];
  const rules = PLACEMENTS[values.placement];
  return {
    slide: values.slide?.key ?? '',
    title: values.title.trim(),
    first,
    second,
    third,
    posAbbr: rules.posAbbr,
    beginTime: `${values.begin} 00:00:00`,
    endTime: `${values.end} 23:59:59`,
    pos: rules.pos,
  };
}

export function bannerToForm(banner: Banner, placement: Placement): BannerFormValues {
  const target = banner.first || banner.second || banner.third ? targetKey(banner) : '';
  return {
    title: banner.title,
    placement,
    begin: banner.beginTime,
    end: banner.endTime,
    target,
    slide: banner.slide ? { key: banner.slide, url: banner.thumbnailSlide || banner.slide } : null,
  };
}

/** Whether an edit would send exactly what the banner already has, in the placement it is edited in. */
export const isBannerUnchanged = (values: BannerFormValues, original: Banner, placement: Placement) =>
  sendsTheSame(toBannerPayload, (b: Banner) => bannerToForm(b, placement))(values, original);
