import * as v from 'valibot';
import type { ContentResource } from '../http-content-gateway';
import type { ContentAreas } from '../../../application/ports/content-gateway';
import { BANNER_HANDLED_CODES } from '../../../application/banners/save-banner';
import { PLACEMENTS } from '../../../domain/banner/banner';
import { BannerBody } from '../../../../contracts/api/wire/banners';
import { BannerListSchema, TargetsSchema } from '../../../../contracts/api/answers/banners';


/**
 * Banners (spec 2 section 7): one list per placement (posAbbr), saves with pos and posAbbr.
 * The saves' business codes (20022, 20704, 20710, 20711, 20712) are shown by the form.
 */
export const resource: ContentResource<ContentAreas['banners']> = {
  path: '/banners/companies',
  list: {
    query: (placement) => {
      const rules = PLACEMENTS[placement];
      // The city lists also name their position (the spec's "also pos 1048").
      return { posAbbr: rules.posAbbr, thumbnailWidth: rules.thumbnailWidth, pos: placement === 'company' ? undefined : rules.pos };
    },
    answer: BannerListSchema,
  },
  body: (payload) => v.parse(BannerBody, payload),
  saveCodes: BANNER_HANDLED_CODES,
  lookups: { targets: { path: '/account/banners/benefit', answer: TargetsSchema } },
};
