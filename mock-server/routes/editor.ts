import type { Request, Response, Router } from 'express';
import multer from 'multer';
import type * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok } from '../envelope';
import { mount } from '../mount';
import { type catchBody, editor } from '../../contracts/api/editor';
import { storeFile } from '../qiniu';
import { isImage, sniff } from '../stored-files';
import { EDITOR_UPLOAD_MESSAGES } from '../../src/domain/editor/editor-constants';

/**
 * The rich-text editor's server side (UEditor style): the config answer, image upload
 * (multipart field upfile, flat answer with state SUCCESS, code 10024 when too large) and
 * remote-image capture. Uploaded and captured images are stored with the storage host's
 * files and served under /uploads/editor/. Only JPG/JPEG/PNG are stored, judged by their bytes;
 * one capture request takes at most MAX_CAPTURED addresses.
 */
const DEFAULT_MAX_SIZE = 2_048_000;
const ALLOWED = ['.png', '.jpg', '.jpeg'];
// A 1x1 PNG stands in for a captured remote image: the mock never reaches the internet.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let imageMaxSize = DEFAULT_MAX_SIZE;
let counter = 0;

const config = () => ({
  imageActionName: '/editor/upload-image',
  imageFieldName: 'upfile',
  imageMaxSize,
  imageAllowFiles: ALLOWED,
  imageUrlPrefix: '',
  catcherActionName: '/editor/catch-image',
  catcherFieldName: 'source',
  catcherLocalDomain: ['127.0.0.1', 'localhost'],
  catcherUrlPrefix: '',
});

const newKey = (ext: string) => `editor/${Date.now()}-${(counter += 1)}${ext}`;
const extensionOf = (name: string) => /\.[a-z\d]+$/i.exec(name)?.[0].toLowerCase() ?? '';

/** Upload answers are flat, not {code, msg, data}. */
const flat = (res: Response, code: number, state: string, extra: Record<string, unknown> = {}) =>
  res.json({ code, msg: state === 'SUCCESS' ? 'success' : state, state, ...extra });

// The stored file still has to fit the storage host's own limit; the editor's limit is checked below.
// Browsers send a file name in UTF-8 without saying so; busboy would read it as Latin-1.
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 4 }, defParamCharset: 'utf8' });

function uploadImage(req: Request, res: Response) {
  const file = req.file;
  if (!file) return flat(res, 10021, '未找到上传文件');
  if (file.size > imageMaxSize) return flat(res, 10024, EDITOR_UPLOAD_MESSAGES.sizeExceeded);
  const ext = extensionOf(file.originalname);
  if (!ALLOWED.includes(ext) || !isImage(sniff(file.buffer))) return flat(res, 10025, EDITOR_UPLOAD_MESSAGES.typeNotAllowed);
  const key = newKey(ext);
  if (!storeFile(key, file.mimetype, file.buffer)) return flat(res, 10025, EDITOR_UPLOAD_MESSAGES.typeNotAllowed);
  flat(res, 200, 'SUCCESS', { url: `uploads/${key}`, title: key.slice(7), original: file.originalname });
}


function catchImages(req: Request, res: Response) {
  const body = req.body as v.InferOutput<typeof catchBody>;
  const raw = body.source ?? body['source[]'] ?? [];
  const sources = (Array.isArray(raw) ? raw : [raw]).filter(Boolean);
  if (sources.length === 0) return flat(res, 10026, '没有需要抓取的图片', { list: [] });
  const list = sources.map((source) => {
    if (!/^(https?|ftp):\/\//i.test(source)) return { source, state: '链接不可用', url: '' };
    const key = newKey('.png');
    storeFile(key, 'image/png', PIXEL);
    return { source, state: 'SUCCESS', url: `uploads/${key}` };
  });
  flat(res, 200, 'SUCCESS', { list });
}

function routes(v2: Router) {
  mount(v2, editor.config, (req, res) => {
    if (req.query.action !== 'config') return fail(res, 10020, '未知的 action');
    ok(res, config());
  });
  mount(v2, editor.uploadImage, upload.single('upfile'), uploadImage);
  mount(v2, editor.catchImage, catchImages);
}

export const EDITOR_SMALL_LIMIT_STATE = 'the editor image size limit is 16 bytes';

export const editorArea: MockArea = {
  name: 'editor',
  reset() {
    imageMaxSize = DEFAULT_MAX_SIZE;
    counter = 0;
  },
  routes,
  states: {
    [EDITOR_SMALL_LIMIT_STATE]: () => {
      imageMaxSize = 16;
    },
  },
};
