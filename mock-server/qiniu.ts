import { createHash, randomBytes } from 'node:crypto';
import type { Express, Request, Response, Router } from 'express';
import multer from 'multer';
import * as v from 'valibot';
import type { MockArea } from './area';
import { fail, ok } from './envelope';
import { accountOf, openStepRefusal } from './auth';
import { NO_PERMISSION_CODE } from '../src/domain/common/business-codes';
import { mount, validate } from './mount';
import { uploads } from '../contracts/api/uploads';
import type { Account } from './fixtures/accounts';
import { EARLIER_UPLOADS_OWNER, earlierUploads } from './fixtures/content-images';
import {
  type FileOwner, STORABLE_EXTENSIONS, clearStoredFiles, extensionFits, isImage, isStored, ownerOf, serveStoredFiles, sniff, storeFile, storedType,
} from './stored-files';

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
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
const OPEN_FOLDERS: readonly string[] = ['license'];
/** A signed-out token (account retrieval: one licence image, perhaps replaced) stores this many files. */
export const OPEN_TOKEN_UPLOADS = 3;

const MB = 1024 * 1024;
/**
 * What each folder takes (spec 2 sections 5 and 9): images of at most 5 MB (logo, licence,
 * honours, banners, albums, avatar); the rich-text folders also take the editor's video types,
 * up to the host's 20 MB.
 */
export const FOLDER_RULES: Record<UploadFolder, { maxBytes: number; videos: boolean }> = {
  logo: { maxBytes: 5 * MB, videos: false },
  album: { maxBytes: 5 * MB, videos: false },
  slide: { maxBytes: 5 * MB, videos: false },
  license: { maxBytes: 5 * MB, videos: false },
  honor: { maxBytes: 5 * MB, videos: false },
  avatar: { maxBytes: 5 * MB, videos: false },
  article: { maxBytes: UPLOAD_LIMIT_BYTES, videos: true },
  promotion: { maxBytes: UPLOAD_LIMIT_BYTES, videos: true },
};

/** folder/13-digit timestamp-file id.extension, e.g. album/1700000000000-k3j2h1.jpg. */
export const UPLOAD_KEY = new RegExp(`^(${UPLOAD_FOLDERS.join('|')})/\\d{13}-[A-Za-z0-9]{1,32}\\.(${STORABLE_EXTENSIONS.join('|')})$`);

interface UploadToken {
  expires: number;
  /** Folders this token may upload to; null means any. */
  folders: readonly string[] | null;
  /** The signed-in account it was issued to; null for the open endpoint's token. */
  owner: FileOwner | null;
  /** Uploads left (the open token's budget); Infinity for a signed-in one. */
  uploadsLeft: number;
}

const tokens = new Map<string, UploadToken>();

function issue(account: Account | undefined): string {
  const token = `upload-${randomBytes(12).toString('hex')}`;
  tokens.set(token, {
    expires: Date.now() + UPLOAD_TOKEN_TTL_MS,
    folders: account ? null : OPEN_FOLDERS,
    owner: account ? { companyId: account.company_id, userId: account.user_id } : null,
    uploadsLeft: account ? Infinity : OPEN_TOKEN_UPLOADS,
  });
  return token;
}

function usable(token: string, folder: string): UploadToken | null {
  const entry = tokens.get(token);
  if (!entry) return null;
  if (entry.expires <= Date.now() || entry.uploadsLeft <= 0) {
    tokens.delete(token);
    return null;
  }
  return !entry.folders || entry.folders.includes(folder) ? entry : null;
}

/**
 * Whether `key` names an image this account's company uploaded to `folder` (spec 2 section 4,
 * Image upload: content stores keys the storage host gave back). A URL, a climbing path, a
 * fixture, a key never uploaded, or one of another folder or company is not.
 */
export function isCompanyImage(a: Account, folder: UploadFolder, key: string): boolean {
  if (!UPLOAD_KEY.test(key) || !key.startsWith(`${folder}/`)) return false;
  return isImage(storedType(key)) && ownerOf(key)?.companyId === a.company_id;
}

/** Like isCompanyImage, for the account's own uploads only (a sub-account's avatar). */
export const isOwnImage = (a: Account, folder: UploadFolder, key: string) =>
  isCompanyImage(a, folder, key) && ownerOf(key)?.userId === a.user_id;

export const qiniuArea: MockArea = {
  name: 'qiniu',
  reset() {
    clearStoredFiles();
    tokens.clear();
    for (const { key, body } of earlierUploads()) storeFile(key, 'image/png', body, EARLIER_UPLOADS_OWNER);
  },
  routes(v2: Router) {
    mount(v2, uploads.token, (req, res) => ok(res, issue(accountOf(req))));
    // Used before sign-in too (account retrieval uploads a licence image): a few licences only.
    // A sign-in whose forced password change or re-activation is open gets no token here either.
    mount(v2, uploads.openToken, (req, res) => {
      const account = accountOf(req);
      const refusal = account && openStepRefusal(account, req.path);
      if (refusal) return fail(res, NO_PERMISSION_CODE, refusal);
      ok(res, issue(account));
    });
  },
};

const uploadFields = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(100)), key: v.pipe(v.string(), v.maxLength(200)) });

/** Refusals are {code, msg, data} envelopes with the HTTP status as code (Qiniu answers 4xx). */
const refuse = (res: Response, status: number, msg: string) => fail(res, status, msg, null, status);

function upload(req: Request, res: Response) {
  const { token, key } = req.body as v.InferOutput<typeof uploadFields>;
  const folder = key.split('/')[0];
  const entry = usable(token, folder);
  if (!entry) return refuse(res, 401, '上传凭证无效或已过期');
  if (!UPLOAD_KEY.test(key)) return refuse(res, 400, '文件名不符合要求');
  if (!req.file) return refuse(res, 400, '请选择文件');
  if (isStored(key)) return refuse(res, 409, '文件已存在');
  const rules = FOLDER_RULES[folder as UploadFolder];
  const type = sniff(req.file.buffer);
  if (!type || !(isImage(type) || rules.videos)) return refuse(res, 415, rules.videos ? '只能上传JPG/JPEG/PNG图片或视频' : '只能上传JPG/JPEG/PNG图片');
  if (!extensionFits(key, type)) return refuse(res, 415, '文件扩展名与文件内容不符');
  if (req.file.size > rules.maxBytes) return refuse(res, 413, `文件不能超过${rules.maxBytes / MB}MB`);
  entry.uploadsLeft -= 1;
  storeFile(key, req.file.mimetype, req.file.buffer, entry.owner ?? undefined);
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
