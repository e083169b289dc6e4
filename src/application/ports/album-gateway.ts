import type { Result } from '../../domain/common/result';
import type { ReviewStatus } from '../../domain/content/review-status';
import type { Album, AlbumPage, AlbumPayload, AlbumTags, GalleryStats } from '../../domain/album/album';
import type { BusinessError } from '../errors';

export interface AlbumListQuery {
  /** 1-based page number. */
  page: number;
  status?: ReviewStatus;
  search?: string;
}

type Answer<T> = Promise<Result<T, BusinessError>>;

export interface AlbumGateway {
  /** GET /v2/albums: a sub-account's list. */
  listOwn(query: AlbumListQuery): Answer<AlbumPage>;
  /** GET /v2/albums/companies/{companyId}: main and group accounts. */
  listCompany(companyId: number, query: AlbumListQuery): Answer<AlbumPage>;
  detail(id: number): Answer<Album>;
  create(payload: AlbumPayload): Answer<{ album_id: number }>;
  update(id: number, payload: AlbumPayload): Answer<unknown>;
  /** A refusal comes back as a BusinessError whose msg is the server's (HTTP 405 included). */
  remove(id: number): Answer<unknown>;
  tags(): Answer<AlbumTags>;
  galleryStats(): Answer<GalleryStats>;
}
