import { endpoint } from './endpoint';
import { UploadTokenSchema } from './answers/uploads';

export const uploads = {
  openToken: endpoint({
    method: 'GET',
    path: '/v2/openapi/common/get-qiniu-token',
    bearer: 'never',
    what: 'upload token (string)',
    known: 'given',
    spec: '1,2',
    answer: UploadTokenSchema,
    codes: [],
  }),
  token: endpoint({
    method: 'GET',
    path: '/v2/qiniu/get-token',
    bearer: 'always',
    what: 'upload token (string)',
    known: 'given',
    spec: '1,2',
    answer: UploadTokenSchema,
    codes: [],
  }),
};
