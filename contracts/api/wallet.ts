import { endpoint } from './endpoint';

export const wallet = {
  records: endpoint({
    method: 'GET',
    path: '/v2/account/wallet',
    bearer: 'always',
    what: 'wallet (startTime, endTime): money and details',
    known: 'assumed',
    spec: '2',
    codes: [20403],
  }),
};
