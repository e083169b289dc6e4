import { endpoint } from './endpoint';

export const locations = {
  tree: endpoint({
    method: 'GET',
    path: '/v2/locations/cascade-location/all',
    bearer: 'never',
    what: 'region/city tree (first entry dropped by the client)',
    known: 'given',
    spec: '1,2',
    codes: [],
  }),
};
