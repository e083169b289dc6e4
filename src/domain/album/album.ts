import type { ReviewStatus } from '../content/review-status';

export interface TagOption {
  id: number;
  name: string;
}

/** The six tag groups of GET /v2/props/albumtags (data.tags). */
export type TagGroupKey = 'fg' | 'hx' | 'jb' | 'kj' | 'mj' | 'zj';
export type AlbumTags = Record<TagGroupKey, TagOption[]>;

export const TAG_GROUP_LABELS: Record<TagGroupKey, string> = {
  fg: '风格',
  hx: '户型',
  jb: '局部',
  kj: '空间',
  mj: '面积',
  zj: '造价',
};

export interface Photo {
  photo_id: number;
  url: string;
  raw_url: string;
  raw_url2?: string;
  intro: string;
  /** The pair (space tag, part tag); either may be missing. */
  photo_attrs?: (TagOption | null)[];
  height?: number;
  width?: number;
}

export interface Album {
  album_id: number;
  album_name: string;
  album_intro?: string;
  /** The photo id of the cover. */
  album_cover: number;
  album_status: ReviewStatus;
  album_style?: number | null;
  album_house_model?: number | null;
  album_house_size?: number | null;
  album_budget?: number | null;
  album_timestamp: number | string;
  album_user_name?: string;
  album_user_id?: number;
  album_reject?: string;
  album_photos: Photo[];
  /** Shown to group accounts, whose list spans their companies. */
  company_name?: string;
}

export interface AlbumPage {
  items: Album[];
  total: number;
}

export interface AlbumImagePayload {
  url: string;
  intro: string;
  part_tag: number | null;
  space_tag: number | null;
  rank: number;
}

/** POST /v2/albums (and PUT /v2/albums/{id}); `tags` only when editing. */
export interface AlbumPayload {
  cover: number;
  title: string;
  house_model: number;
  style: number | null;
  house_size: number | null;
  budget: number | null;
  intro: string;
  images: AlbumImagePayload[];
  tags?: number[];
}

export interface GalleryStats {
  total: number;
  pass: number;
  notpass: number;
}

export const ALBUM_PAGE_SIZE = 6;
export const ALBUM_THUMBNAIL_WIDTH = 500;

/** The cover photo of an album (by album_cover), else its first photo. */
export function coverPhoto(album: Pick<Album, 'album_cover' | 'album_photos'>): Photo | undefined {
  return album.album_photos.find((p) => p.photo_id === album.album_cover) ?? album.album_photos[0];
}
