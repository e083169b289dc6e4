import type { FileStorage, StorageFolder, StoredFile } from '../../application/ports/file-storage';
import { RequestFailedError } from '../../application/errors';
import type { ApiClient } from '../http/api-client';
import { uploads } from '../../../contracts/api/uploads';

export interface QiniuConfig {
  /** The storage host's multipart endpoint. */
  uploadUrl: string;
  /** Prefix under which stored keys are served. */
  publicBase: string;
  signedIn: () => boolean;
}

const extensionOf = (file: { name?: string; type: string }) => {
  const fromName = file.name?.match(/\.([A-Za-z0-9]+)$/)?.[1];
  if (fromName) return fromName.toLowerCase();
  return file.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
};

/** Keys look like album/1700000000000-k3j2h1.jpg: folder, timestamp, a file id, the extension. */
export const storageKey = (folder: StorageFolder, file: { name?: string; type: string }, now = Date.now()) =>
  `${folder}/${now}-${Math.random().toString(36).slice(2, 10)}.${extensionOf(file)}`;

/** Token from the API, then a direct multipart upload with progress (XHR reports upload progress). */
export class QiniuFileStorage implements FileStorage {
  constructor(
    private readonly api: ApiClient,
    private readonly config: QiniuConfig,
  ) {}

  async upload(file: Blob & { name?: string }, folder: StorageFolder, onProgress?: (p: number) => void) {
    // Signed-out forms (account retrieval) use the open token endpoint.
    const answer = await this.api.call(this.config.signedIn() ? uploads.token : uploads.openToken, {});
    // A refusal, or an answer without a token (UploadTokenSchema), fails as a refused upload: the caller says so.
    if (!answer.ok) throw new RequestFailedError('http', answer.error.code);
    if (answer.value === undefined) throw new RequestFailedError('http', 200);
    const form = new FormData();
    form.append('token', answer.value);
    form.append('key', storageKey(folder, { name: file.name, type: file.type }));
    form.append('file', file, file.name ?? 'upload');
    const key = await this.post(form, onProgress);
    if (!key) throw new RequestFailedError('http');
    return { key, url: `${this.config.publicBase.replace(/\/$/, '')}/${key}` } satisfies StoredFile;
  }

  private post(form: FormData, onProgress?: (p: number) => void): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', this.config.uploadUrl);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status >= 300) return reject(new RequestFailedError('http', xhr.status));
        try {
          resolve((JSON.parse(xhr.responseText) as { key?: string }).key);
        } catch {
          resolve(undefined);
        }
      };
      xhr.onerror = () => reject(new RequestFailedError('network'));
      xhr.send(form);
    });
  }
}
