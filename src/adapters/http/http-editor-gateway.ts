import * as v from 'valibot';
import type { CaughtImage, EditorGateway, EditorTarget, UploadedImage } from '../../application/ports/editor-gateway';
import { BusinessError } from '../../application/errors';
import { type Result, err, ok } from '../../domain/common/result';
import type { ApiClient } from './api-client';
import { EDITOR_LIMITS } from '../../domain/editor/editor-constants';
import { CaughtListSchema, editor } from '../../../contracts/api/editor';
import type { AnswerOf } from '../../../contracts/api/endpoint';

/** The upload and capture answers are flat (UEditor style), not {code, msg, data}. */
interface FlatAnswer {
  code?: number;
  state?: string;
  msg?: string;
}
type UploadAnswer = FlatAnswer & Partial<UploadedImage>;
type CatchAnswer = FlatAnswer & { list?: CaughtImage[] };

const SUCCESS = 'SUCCESS';


/** The image host's origin: a relative public base means the page's own origin. */
function originOf(publicBase: string): string {
  try {
    return new URL(publicBase, globalThis.location?.origin ?? 'http://localhost').origin;
  } catch {
    return '';
  }
}

/** Editor calls of spec 2 section 7; the API client adds the bearer and x-referer headers. */
export class HttpEditorGateway implements EditorGateway {
  readonly imageHostPrefix: string;

  constructor(
    private readonly api: ApiClient,
    uploadPublicBase: string,
  ) {
    this.imageHostPrefix = originOf(uploadPublicBase);
  }

  /** The server config as EditorConfigSchema reads it: each well-typed known field, for the caller to merge. */
  loadConfig(): Promise<Result<AnswerOf<typeof editor.config>, BusinessError>> {
    // The editor tells the user itself; a backend without this call (404) stays quiet.
    return this.api.call(editor.config, { query: { action: 'config' } }, { handledCodes: [404, 405, 501] });
  }

  async uploadImage(file: Blob & { name?: string }, target: EditorTarget): Promise<Result<UploadedImage, BusinessError>> {
    const form = new FormData();
    form.append(target.fieldName, file, file.name ?? 'image');
    // The editor says 上传错误 itself: one failure, one message (no request-layer toasts).
    const answer = await this.api.post<UploadAnswer>(target.action, form, { wholeBody: true, handledCodes: 'all', ownsFailures: true });
    const body = answer.data ?? {};
    if (answer.code !== 200 || body.state !== SUCCESS || typeof body.url !== 'string')
      return err(new BusinessError(answer.code, answer.msg || body.state || '', body));
    return ok({ url: body.url, title: String(body.title ?? ''), original: String(body.original ?? '') });
  }

  async catchImages(urls: string[], target: EditorTarget): Promise<Result<CaughtImage[], BusinessError>> {
    const answer = await this.api.post<CatchAnswer>(
      target.action,
      { [target.fieldName]: urls },
      { wholeBody: true, handledCodes: 'all', ownsFailures: true, timeoutMs: EDITOR_LIMITS.catchRemoteTimeoutMs },
    );
    const body = answer.data ?? {};
    const list = v.safeParse(CaughtListSchema, body.list);
    if (answer.code !== 200 || body.state !== SUCCESS || !list.success)
      return err(new BusinessError(answer.code, answer.msg || body.state || '', body));
    return ok(list.output);
  }
}
