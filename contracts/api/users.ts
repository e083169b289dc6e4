import { endpoint } from './endpoint';

export const users = {
  index: endpoint({
    method: 'GET',
    path: '/v2/users/index',
    bearer: 'always',
    what: 'user index (realname, company_id, has_city_slider, menu_list, ...)',
    known: 'given',
    spec: '1,2',
    codes: [],
  }),
  infoCheck: endpoint({
    method: 'GET',
    path: '/v2/account/info-check',
    bearer: 'always',
    what: 'licenseStatus and status',
    known: 'assumed',
    spec: '1',
    codes: [],
  }),
};
