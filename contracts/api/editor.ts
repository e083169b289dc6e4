import { endpoint } from './endpoint';
import * as v from 'valibot';
import { optionalText } from './request-shapes';
import { EditorConfigSchema } from './answers/editor';

/** One capture request takes at most this many addresses, each at most MAX_URL long. */
export const MAX_CAPTURED = 30;
const MAX_URL = 2048;
const address = v.pipe(v.string(), v.trim(), v.maxLength(MAX_URL));
const addresses = v.optional(v.union([address, v.pipe(v.array(address), v.maxLength(MAX_CAPTURED))]));
/** The capture list comes as `source` (JSON or form) or, from some clients, as `source[]`. */
export const catchBody = v.object({ source: addresses, 'source[]': addresses });

/** The upload and capture answers are flat (UEditor style), not {code, msg, data}. */
const flat = { code: v.optional(v.number()), msg: v.optional(v.string()), state: v.optional(v.string()) };
export const UploadAnswerSchema = v.object({ ...flat, url: v.optional(v.string()), title: v.optional(v.string()), original: v.optional(v.string()) });
/** Each captured image: its source, its own state and the stored url (checked before the editor uses it). */
export const CaughtListSchema = v.array(v.object({ source: v.string(), state: v.string(), url: v.string() }));
export const CatchAnswerSchema = v.object({ ...flat, list: v.optional(v.unknown()) });

export const editor = {
  config: endpoint({
    method: 'GET',
    path: '/v2/editor/config',
    bearer: 'always',
    what: 'rich-text editor server config (action=config)',
    known: 'assumed',
    spec: '2',
    query: v.object({ action: optionalText(20) }),
    answer: EditorConfigSchema,
    codes: [10020],
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/v2/editor/upload-image',
    bearer: 'always',
    what: 'editor image upload (multipart field upfile)',
    known: 'assumed',
    spec: '2',
    answer: UploadAnswerSchema,
    codes: [10024],
  }),
  catchImage: endpoint({
    method: 'POST',
    path: '/v2/editor/catch-image',
    bearer: 'always',
    what: 'editor remote-image capture (list of URLs)',
    known: 'assumed',
    spec: '2',
    body: catchBody,
    answer: CatchAnswerSchema,
    codes: [],
  }),
};
