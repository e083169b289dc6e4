import { endpoint } from './endpoint';

export const appeals = {
  file: endpoint({
    method: 'PUT',
    path: '/v2/account/fin-payment-complaint/:orderId',
    bearer: 'always',
    what: 'file an order appeal (form: dataType, dataId, content, photo)',
    known: 'given',
    spec: '1',
    codes: [20022, 20403, 20404],
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/account/fin-payment-complaint',
    bearer: 'always',
    what: 'appeals list (dataType ORDERS, limit 15, offset)',
    known: 'given',
    spec: '1,2',
    codes: [],
  }),
  uploadEvidence: endpoint({
    method: 'POST',
    path: '/v2/account/update-pic',
    bearer: 'always',
    what: 'appeal evidence upload (multipart field file); data.save_path',
    known: 'assumed',
    spec: '1',
    codes: [415, 20022, 20403],
  }),
  evidence: endpoint({
    method: 'GET',
    path: '/v2/account/pic-file',
    bearer: 'always',
    what: 'appeal evidence image (?file=, bearer token)',
    known: 'assumed',
    spec: '2',
    codes: [404, 20404],
  }),
};
