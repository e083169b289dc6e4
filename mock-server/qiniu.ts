import { createHash } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import multer from 'multer';
import type { MockArea } from './area';
import { ok } from './envelope';
import { requireAuth } from './auth';

/**
 * The object-storage host: upload tokens from /v2, multipart uploads (token, key, file) to
 * /qiniu/upload, and the stored files served back under /uploads/<key>. Files live in memory.
 */
const stored = new Map<string, { type: string; body: Buffer }>();
const tokens = new Set<string>();
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

const newToken = () => {
  const token = `upload-${Math.random().toString(36).slice(2, 14)}`;
  tokens.add(token);
  return token;
};

export const isStored = (key: string) => stored.has(key);

export function storeFile(key: string, type: string, body: Buffer) {
  stored.set(key, { type, body });
}

export const qiniuArea: MockArea = {
  name: 'qiniu',
  reset() {
    stored.clear();
    tokens.clear();
  },
  routes(v2: Router) {
    v2.get('/qiniu/get-token', requireAuth, (_req, res) => ok(res, newToken()));
    // Used before sign-in too (account retrieval uploads a licence image).
    v2.get('/openapi/common/get-qiniu-token', (_req, res) => ok(res, newToken()));
  },
};

export function mountStorageHost(app: Express) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_LIMIT_BYTES } });
  app.post('/qiniu/upload', upload.single('file'), (req, res) => {
    const token = String(req.body?.token ?? '');
    const key = String(req.body?.key ?? '');
    if (!tokens.has(token) && !token.startsWith('upload-')) return res.status(401).json({ error: 'bad token' });
    if (!req.file) return res.status(400).json({ error: 'file not specified' });
    if (!/^[\w-]+\/[\w.-]+$/.test(key)) return res.status(400).json({ error: 'bad key' });
    storeFile(key, req.file.mimetype, req.file.buffer);
    res.json({ key, hash: createHash('sha1').update(req.file.buffer).digest('hex') });
  });
  app.get(/^\/uploads\/(.+)$/, (req, res) => {
    const file = stored.get(req.params[0]);
    if (!file) return res.status(404).end();
    res.type(file.type).send(file.body);
  });
  app.use('/uploads', express.static('mock-server/public'));
}
