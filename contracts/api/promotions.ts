import { endpoint } from './endpoint';

export const promotions = {
  list: endpoint({
    method: 'GET',
    path: '/v2/companies/promotional',
    bearer: 'always',
    what: 'promotion list (limit, offset, status, sortBy, orderBy)',
    known: 'given',
    spec: '2',
    codes: [20403],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/companies/promotional',
    bearer: 'always',
    what: 'create promotion',
    known: 'given',
    spec: '2',
    codes: [20022, 20403, 20405],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v2/companies/promotional/:id',
    bearer: 'always',
    what: 'one promotion',
    known: 'given',
    spec: '2',
    codes: [20403],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v2/companies/promotional/:id',
    bearer: 'always',
    what: 'edit promotion',
    known: 'given',
    spec: '2',
    codes: [20022, 20403],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v2/companies/promotional/:id',
    bearer: 'always',
    what: 'delete promotion',
    known: 'given',
    spec: '2',
    codes: [20403, 20512],
  }),
};
