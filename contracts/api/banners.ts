import { endpoint } from './endpoint';

export const banners = {
  list: endpoint({
    method: 'GET',
    path: '/v2/banners/companies',
    bearer: 'always',
    what: 'banners (posAbbr, thumbnailWidth, pos)',
    known: 'given',
    spec: '2',
    codes: [20403],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/banners/companies',
    bearer: 'always',
    what: 'create banner',
    known: 'assumed-path',
    spec: '2',
    codes: [400, 20022, 20400, 20403, 20405, 20704, 20710, 20712],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v2/banners/companies/:id',
    bearer: 'always',
    what: 'edit banner',
    known: 'assumed-path',
    spec: '2',
    codes: [400, 20400, 20403, 20405, 20704, 20710, 20711, 20712],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v2/banners/companies/:id',
    bearer: 'always',
    what: 'delete banner',
    known: 'assumed-path',
    spec: '2',
    codes: [20403, 20405],
  }),
  targets: endpoint({
    method: 'GET',
    path: '/v2/account/banners/benefit',
    bearer: 'always',
    what: 'banner jump-target options',
    known: 'given',
    spec: '2',
    codes: [],
  }),
};
