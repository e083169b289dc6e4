import { endpoint } from './endpoint';
import * as v from 'valibot';
import { idParams, int, optionalInt, pageNumber, pageSize, within } from './request-shapes';
import { AlbumBody } from './wire/albums';
import { AlbumPageSchema, AlbumSchema, CreatedSchema, GalleryStatsSchema, TagsSchema } from './answers/albums';
import { ALBUM_NOT_EDITABLE_CODE, AUDIT_FAILED_CODE, BAD_PARAMETERS_CODE, COMPANY_FROZEN_CODE, NOT_FOUND_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

export const albumListQuery = v.object({
  page_num: pageNumber(10_000),
  page_size: pageSize(50, 6),
  thumbnailWidth: optionalInt(),
  search: v.optional(v.nullable(within(AlbumBody.entries.title)), ''),
  status: v.optional(v.pipe(int(), v.minValue(0), v.maxValue(3)), 0),
});
export const albumDetailQuery = v.object({ thumbnailWidth: optionalInt() });
export const companyParams = v.object({ companyId: idParams.entries.id });

export const albums = {
  ofCompany: endpoint({
    method: 'GET',
    path: '/v2/albums/companies/:companyId',
    bearer: 'always',
    what: 'company albums (page_num, page_size, thumbnailWidth, search, status)',
    known: 'given',
    spec: '1,2',
    params: companyParams,
    query: albumListQuery,
    answer: AlbumPageSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  ofSubAccount: endpoint({
    method: 'GET',
    path: '/v2/albums',
    bearer: 'always',
    what: 'albums of a sub-account',
    known: 'given',
    spec: '2',
    query: albumListQuery,
    answer: AlbumPageSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/albums',
    bearer: 'always',
    what: 'create album',
    known: 'given',
    spec: '2',
    body: AlbumBody,
    answer: CreatedSchema,
    codes: [AUDIT_FAILED_CODE, BAD_PARAMETERS_CODE],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v2/albums/:id',
    bearer: 'always',
    what: 'album detail (thumbnailWidth)',
    known: 'given',
    spec: '2',
    params: idParams,
    query: albumDetailQuery,
    answer: AlbumSchema,
    codes: [NO_PERMISSION_CODE, NOT_FOUND_CODE],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v2/albums/:id',
    bearer: 'always',
    what: 'update album',
    known: 'given',
    spec: '2',
    params: idParams,
    body: AlbumBody,
    codes: [NO_PERMISSION_CODE, NOT_FOUND_CODE, COMPANY_FROZEN_CODE, ALBUM_NOT_EDITABLE_CODE],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v2/albums/:id',
    bearer: 'always',
    what: 'delete album (405 carries a server msg)',
    known: 'given',
    spec: '2',
    params: idParams,
    codes: [405, NOT_FOUND_CODE],
  }),
  stats: endpoint({
    method: 'GET',
    path: '/v2/albums/gallery-info',
    bearer: 'always',
    what: 'gallery stats (total, pass, notpass)',
    known: 'assumed',
    spec: '2',
    answer: GalleryStatsSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  tags: endpoint({
    method: 'GET',
    path: '/v2/props/albumtags',
    bearer: 'always',
    what: 'album tag groups (data.tags: fg, hx, jb, kj, mj, zj)',
    known: 'given',
    spec: '2',
    answer: TagsSchema,
    codes: [],
  }),
};
