import { createHash, randomBytes } from 'node:crypto';
import type { Express, Request, Response, Router } from 'express';
import multer from 'multer';
import * as v from 'valibot';
import type { MockArea } from './area';
import { fail, ok } from './envelope';
import { accountOf, requireAuth } from './auth';
import { validate } from './validate';
import { STORABLE_EXTENSIONS, clearStoredFiles, isStored, serveStoredFiles, sniff, storeFile } from './stored-files';

export { isStored, storeFile } from './stored-files';

/**
 * The object-storage host: upload tokens from /v2, multipart uploads (token, key, file) to
 * /qiniu/upload, and the stored files served back under /uploads/<key> (stored-files.ts).
 * Tokens are issued by the get-token endpoints, expire, and are checked on every upload; a
 * token from the open endpoint (account retrieval, signed out) only uploads licences.
 */
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TOKEN_TTL_MS = 60 * 60 * 1000;

/** StorageFolder of src/application/ports/file-storage.ts, plus the promotions' folder. */
export const UPLOAD_FOLDERS = ['logo', 'album', 'slide', 'license', 'honor', 'article', 'avatar', 'promotion'] as const;
const OPEN_FOLDERS: readonly string[] = ['license'];

/** folder/13-digit timestamp-file id.extension, e.g. album/1700000000000-k3j2h1.jpg. */
export const UPLOAD_KEY = new RegExp(`^(${UPLOAD_FOLDERS.join('|')})/\\d{13}-[A-Za-z0-9]{1,32}\\.(${STORABLE_EXTENSIONS.join('|')})$`);

interface UploadToken {
  expires: number;
  /** Folders this token may upload to; null means any. */
  folders: readonly string[] | null;
}

const tokens = new Map<string, UploadToken>();

function issue(folders: readonly string[] | null): string {
  const token = `upload-${randomBytes(12).toString('hex')}`;
  tokens.set(token, { expires: Date.now() + UPLOAD_TOKEN_TTL_MS, folders });
  return token;
}

function usable(token: string, folder: string): boolean {
  const entry = tokens.get(token);
  if (!entry) return false;
  if (entry.expires <= Date.now()) {
    tokens.delete(token);
    return false;
  }
  return !entry.folders || entry.folders.includes(folder);
}

export const qiniuArea: MockArea = {
  name: 'qiniu',
  reset() {
    clearStoredFiles();
    tokens.clear();
  },
  routes(v2: Router) {
    v2.get('/qiniu/get-token', requireAuth, (_req, res) => ok(res, issue(null)));
    // Used before sign-in too (account retrieval uploads a licence image): licences only.
    v2.get('/openapi/common/get-qiniu-token', (req, res) => ok(res, issue(accountOf(req) ? null : OPEN_FOLDERS)));
  },
};

const uploadFields = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), key: v.pipe(v.string(), v.maxLength(200)) });

/** Refusals are {code, msg, data} envelopes with the HTTP status as code (Qiniu answers 4xx). */
const refuse = (res: Response, status: number, msg: string) => fail(res, status, msg, null, status);

function upload(req: Request, res: Response) {
  const { token, key } = req.body as v.InferOutput<typeof uploadFields>;
  const folder = key.split('/')[0];
  if (!usable(token, folder)) return refuse(res, 401, '上传凭证无效或已过期');
  if (!UPLOAD_KEY.test(key)) return refuse(res, 400, '文件名不符合要求');
  if (!req.file) return refuse(res, 400, '请选择文件');
  if (isStored(key)) return refuse(res, 409, '文件已存在');
  if (!sniff(req.file.buffer)) return refuse(res, 415, '只能上传JPG/JPEG/PNG图片或视频');
  storeFile(key, req.file.mimetype, req.file.buffer);
  res.json({ key, hash: createHash('sha1').update(req.file.buffer).digest('hex') });
}

export function mountStorageHost(app: Express) {
  const files = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  app.post('/qiniu/upload', files.single('file'), validate({ body: uploadFields }), upload);
  serveStoredFiles(app);
}
