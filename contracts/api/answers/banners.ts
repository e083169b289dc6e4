import * as v from 'valibot';
import type { Banner } from '../../../src/domain/banner/banner';
import { toDate } from '../../../src/domain/content/time';
import { formatDay } from '../../../src/domain/common/time-format';

/** The banner answers of spec 2 section 7 as the app reads them; fields it does not read pass. */
const num = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));
const str = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s === null ? '' : String(s)))), '');
/** Dates come as yyyy-MM-dd HH:mm:ss text or Unix time; the form works in days. */
const day = v.optional(
  v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((d) => {
    if (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d)) return d.slice(0, 10);
    const date = toDate(d);
    return date ? formatDay(date) : '';
  })),
  '',
);

const BannerSchema = v.pipe(
  v.looseObject({
    bannerId: num,
    slide: v.string(),
    thumbnailSlide: str,
    title: str,
    begin_time: day,
    end_time: day,
    status: num,
    status_name: str,
    posAbbr: str,
    pos: v.optional(num),
    first: str,
    second: str,
    third: str,
  }),
  v.transform((b): Banner => ({
    bannerId: b.bannerId,
    slide: b.slide,
    thumbnailSlide: b.thumbnailSlide || b.slide,
    title: b.title,
    beginTime: b.begin_time,
    endTime: b.end_time,
    status: b.status,
    statusName: b.status_name,
    posAbbr: b.posAbbr,
    first: b.first,
    second: b.second,
    third: b.third,
  })),
);

export const BannerListSchema = v.pipe(
  v.looseObject({ items: v.array(BannerSchema), slider_begin_time: day, slider_end_time: day }),
  v.transform((d) => ({ items: d.items, sliderBegin: d.slider_begin_time, sliderEnd: d.slider_end_time })),
);

export const TargetsSchema = v.array(v.looseObject({ title: v.string(), first: str, second: str, third: str }));
