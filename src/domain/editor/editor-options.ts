/**
 * Options the editor's server config may override (UEditor-style names, as the backend's
 * config answer uses them). Everything has a default so the editor works when the config
 * call fails.
 */
export interface EditorOptions {
  /** Upload path under /v2. */
  imageActionName: string;
  imageFieldName: string;
  /** Bytes. */
  imageMaxSize: number;
  /** Extensions with their dot, lower case. */
  imageAllowFiles: string[];
  /** Put before the url the upload answers with. */
  imageUrlPrefix: string;
  /** The fixed image-host prefix stripped from inserted sources so they become relative. */
  imageHostPrefix: string;
  /** Remote-image capture path under /v2. */
  catcherActionName: string;
  catcherFieldName: string;
  /** Hosts whose images count as local and are never captured. */
  catcherLocalDomain: string[];
  catcherUrlPrefix: string;
}

export const DEFAULT_EDITOR_OPTIONS: EditorOptions = {
  imageActionName: '/editor/upload-image',
  imageFieldName: 'upfile',
  imageMaxSize: 2_048_000,
  imageAllowFiles: ['.png', '.jpg', '.jpeg', '.gif', '.bmp', '.webp'],
  imageUrlPrefix: '',
  imageHostPrefix: '',
  catcherActionName: '/editor/catch-image',
  catcherFieldName: 'source',
  catcherLocalDomain: ['127.0.0.1', 'localhost'],
  catcherUrlPrefix: '',
};

// Actions are API paths; anything else (an absolute URL from a tampered config) is ignored so
// uploads cannot be redirected to another host.
const PATH = /^\/[\w\-/.]*$/;
const FIELD = /^[\w[\]-]{1,40}$/;

const str = (v: unknown, ok: (s: string) => boolean = () => true) =>
  typeof v === 'string' && ok(v) ? v : undefined;
const strings = (v: unknown) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;
const positive = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** Merges a server config answer into the defaults, taking only well-typed known fields. */
export function mergeEditorOptions(base: EditorOptions, server: unknown): EditorOptions {
  if (typeof server !== 'object' || server === null) return base;
  const s = server as Record<string, unknown>;
  const pick = <K extends keyof EditorOptions>(key: K, value: EditorOptions[K] | undefined) =>
    value === undefined ? base[key] : value;
  return {
    imageActionName: pick('imageActionName', str(s.imageActionName, (v) => PATH.test(v))),
    imageFieldName: pick('imageFieldName', str(s.imageFieldName, (v) => FIELD.test(v))),
    imageMaxSize: pick('imageMaxSize', positive(s.imageMaxSize)),
    imageAllowFiles: pick('imageAllowFiles', strings(s.imageAllowFiles)?.map((e) => e.toLowerCase())),
    imageUrlPrefix: pick('imageUrlPrefix', str(s.imageUrlPrefix)),
    imageHostPrefix: pick('imageHostPrefix', str(s.imageHostPrefix)),
    catcherActionName: pick('catcherActionName', str(s.catcherActionName, (v) => PATH.test(v))),
    catcherFieldName: pick('catcherFieldName', str(s.catcherFieldName, (v) => FIELD.test(v))),
    catcherLocalDomain: pick('catcherLocalDomain', strings(s.catcherLocalDomain)),
    catcherUrlPrefix: pick('catcherUrlPrefix', str(s.catcherUrlPrefix)),
  };
}
