import type { Answer } from './order-gateway';

export interface Slide {
  id: number;
  title: string;
  img_url: string;
  link_url: string | null;
}

export interface AlbumPhoto {
  photo_id: number;
  raw_url: string;
  raw_url2: string;
}

/** The album summary the home gallery shows (spec 1 section 3). */
export interface AlbumSummary {
  album_id: number;
  album_name: string;
  album_user_name: string;
  album_timestamp: number;
  album_status: number;
  /** The cover photo's id among album_photos. */
  album_cover: number | string;
  album_photos: AlbumPhoto[];
}

export interface HomeGateway {
  slides(): Answer<Slide[]>;
  companyAlbums(companyId: number, count: number): Answer<AlbumSummary[]>;
}
