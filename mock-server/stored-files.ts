import type { Express } from 'express';
import { FILE_MISSING, refuse } from './envelope';

/**
 * The storage host's files, in memory. Only images (JPEG, PNG) and the editor's video types are
 * kept, recognised by their bytes: what a client claims (name, MIME type) is never trusted, and
 * every file is served with the type its bytes have, `nosniff` and a sandboxing CSP, so nothing
 * stored can run script on the app's origin.
 */
interface StoredFile {
  type: string;
  body: Buffer;
  /** Who uploaded it; fixture files have no owner. */
  owner?: FileOwner;
}

/** The company and user whose upload token stored a file. */
export interface FileOwner {
  companyId: number;
  userId: number;
}

const stored = new Map<string, StoredFile>();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/** File types by their magic bytes, each with the key extensions it may be stored under. */
const KINDS: { type: string; extensions: string[]; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', extensions: ['png'], test: (b) => b.length > 8 && b.subarray(0, 8).equals(PNG) },
  { type: 'video/quicktime', extensions: ['mov'], test: (b) => ascii(b, 4, 8) === 'ftyp' && ascii(b, 8, 12) === 'qt  ' },
  { type: 'video/mp4', extensions: ['mp4', 'm4v'], test: (b) => ascii(b, 4, 8) === 'ftyp' },
  { type: 'video/webm', extensions: ['webm'], test: (b) => b.length > 4 && b.subarray(0, 4).equals(EBML) },
  { type: 'video/ogg', extensions: ['ogg', 'ogv'], test: (b) => ascii(b, 0, 4) === 'OggS' },
];

/** Every extension a stored key may end with. */
export const STORABLE_EXTENSIONS = KINDS.flatMap((k) => k.extensions);

/** Whether a key's extension names the type the bytes are (a PNG is not stored as .jpg). */
export const extensionFits = (key: string, type: string) =>
  KINDS.some((k) => k.type === type && k.extensions.includes(key.slice(key.lastIndexOf('.') + 1).toLowerCase()));

/** The type the bytes are, or null for anything the host does not keep (SVG, HTML, GIF ...). */
export function sniff(body: Buffer): string | null {
  return KINDS.find((k) => k.test(body))?.type ?? null;
}

export const isImage = (type: string | null) => type === 'image/jpeg' || type === 'image/png';

export const isStored = (key: string) => stored.has(key);

/** The type a stored file's bytes have, or null when nothing is stored under `key`. */
export const storedType = (key: string): string | null => stored.get(key)?.type ?? null;

/** Who uploaded the file under `key` (undefined for fixtures and for nothing stored). */
export const ownerOf = (key: string): FileOwner | undefined => stored.get(key)?.owner;

/**
 * Keeps a file under `key` when its bytes are a storable type and the key is free; the type a
 * caller passes is only a hint (the bytes decide). Returns whether the file was stored.
 */
export function storeFile(key: string, _claimedType: string | undefined, body: Buffer, owner?: FileOwner): boolean {
  const type = sniff(body);
  if (!type || stored.has(key)) return false;
  stored.set(key, { type, body, owner });
  return true;
}

export const clearStoredFiles = () => stored.clear();

/** GET /uploads/<key>: the stored bytes with their real type; nothing served can run script. */
export function serveStoredFiles(app: Express) {
  app.use('/uploads', (_req, res, next) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' });
    next();
  });
  app.get(/^\/uploads\/(.+)$/, (req, res) => {
    const file = stored.get(req.params[0]);
    if (!file) return refuse(res, FILE_MISSING, 404);
    res.type(file.type).send(file.body);
  });
}
