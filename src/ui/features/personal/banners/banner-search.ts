import type { Placement } from '../../../../domain/banner/banner';

type Search = Record<string, unknown>;

/** slideshow?tab=city opens the city tab (spec 2 section 2: a parameter selects it). */
export const slideshowSearch = (s: Search): { tab?: 'city' } => (s.tab === 'city' ? { tab: 'city' } : {});

/** cityHomeadd?place=desktop|app: the city placement a new banner is for. */
export type CityPlace = 'desktop' | 'app';
export const placeSearch = (s: Search): { place?: CityPlace } => (s.place === 'desktop' || s.place === 'app' ? { place: s.place } : {});

export const PLACE_PLACEMENT: Record<CityPlace, Placement> = { desktop: 'cityDesktop', app: 'cityApp' };
export const placeOf = (placement: Placement): CityPlace | undefined =>
  placement === 'cityDesktop' ? 'desktop' : placement === 'cityApp' ? 'app' : undefined;

/** A personal-centre URL with its query (these routes take untyped search params). */
export function hrefOf(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
