import type { Result } from '../../domain/common/result';
import type { BusinessError } from '../errors';

/** The upload answer of spec 2 section 7 (UEditor style: state SUCCESS on success). */
export interface UploadedImage {
  url: string;
  title: string;
  original: string;
}

export interface CaughtImage {
  source: string;
  state: string;
  url: string;
}

/** Where an editor call goes: the configured action (a path under /v2) and its field name. */
export interface EditorTarget {
  action: string;
  fieldName: string;
}

/** The rich-text editor's server side: its config, image upload and remote-image capture. */
export interface EditorGateway {
  /**
   * The default fixed image-host prefix (the host uploads are served from), used when the
   * server config does not name one.
   */
  readonly imageHostPrefix: string;
  /** The raw config answer; the caller merges it into its defaults. */
  loadConfig(): Promise<Result<unknown, BusinessError>>;
  /** Multipart upload; code 10024 means the file is too large. */
  uploadImage(file: Blob & { name?: string }, target: EditorTarget): Promise<Result<UploadedImage, BusinessError>>;
  /** Asks the server to fetch remote images; answers per source (60 s timeout). */
  catchImages(urls: string[], target: EditorTarget): Promise<Result<CaughtImage[], BusinessError>>;
}
