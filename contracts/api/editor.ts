import { endpoint } from './endpoint';

export const editor = {
  config: endpoint({
    method: 'GET',
    path: '/v2/editor/config',
    bearer: 'always',
    what: 'rich-text editor server config (action=config)',
    known: 'assumed',
    spec: '2',
    codes: [10020],
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/v2/editor/upload-image',
    bearer: 'always',
    what: 'editor image upload (multipart field upfile)',
    known: 'assumed',
    spec: '2',
    codes: [10024],
  }),
  catchImage: endpoint({
    method: 'POST',
    path: '/v2/editor/catch-image',
    bearer: 'always',
    what: 'editor remote-image capture (list of URLs)',
    known: 'assumed',
    spec: '2',
    codes: [],
  }),
};
