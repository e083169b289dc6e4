import type { FileStorage, StorageFolder, StoredFile } from '../../src/application/ports/file-storage';
import { RequestFailedError } from '../../src/application/errors';
import { FOLDER_RULES } from '../../mock-server/qiniu';

type Upload = { name?: string; folder: StorageFolder };

/**
 * Object storage in memory, held to QiniuFileStorage by tests/fakes/cases/file-storage.cases.ts:
 * stored files are served under `publicBase`, a file over its folder's limit is refused (413).
 * `failWhen` makes an upload throw; `noKeyWhen` answers without a key.
 */
export class InMemoryFileStorage implements FileStorage {
  constructor(private readonly publicBase = '/uploads') {}
  readonly uploads: Upload[] = [];
  failWhen: (file: Upload) => boolean = () => false;
  noKeyWhen: (file: Upload) => boolean = () => false;
  private n = 0;

  async upload(file: Blob & { name?: string }, folder: StorageFolder, onProgress?: (p: number) => void): Promise<StoredFile> {
    const upload = { name: file.name, folder };
    this.uploads.push(upload);
    onProgress?.(50);
    if (this.failWhen(upload)) throw new RequestFailedError('network');
    if (file.size > FOLDER_RULES[folder].maxBytes) throw new RequestFailedError('http', 413);
    onProgress?.(100);
    if (this.noKeyWhen(upload)) return { key: '', url: '' };
    const key = `${folder}/${++this.n}-${file.name ?? 'file'}`;
    return { key, url: `${this.publicBase.replace(/\/$/, '')}/${key}` };
  }
}

/** A named file of a given byte size, as the browser's File would be. */
export function fakeFile(name: string, size: number, type = 'image/jpeg'): Blob & { name: string } {
  return Object.assign(new Blob([new Uint8Array(size)], { type }), { name });
}
