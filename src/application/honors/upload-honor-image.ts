import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { FileStorage, StoredFile } from '../ports/file-storage';
import { type Result, err, ok } from '../../domain/shared/result';
import { checkHonorImage } from '../../domain/honor/honor-form';
import type { Load } from '../ports/load';

export const UPLOAD_ERROR_MESSAGE = '上传错误';

/** One honour photo: checked (type, 300KB-5MB), then stored under honor/ with its progress. */
@injectable()
export class UploadHonorImage {
  constructor(@inject(TOKENS.FileStorage) private readonly storage: Load<FileStorage>) {}

  check(file: Blob & { name?: string }): string | null {
    return checkHonorImage({ name: file.name ?? '', type: file.type, size: file.size });
  }

  async execute(file: Blob & { name?: string }, onProgress?: (percent: number) => void): Promise<Result<StoredFile, string>> {
    const invalid = this.check(file);
    if (invalid) return err(invalid);
    try {
      const stored = await (await this.storage()).upload(file, 'honor', onProgress);
      return stored?.key ? ok(stored) : err(UPLOAD_ERROR_MESSAGE);
    } catch {
      return err(UPLOAD_ERROR_MESSAGE);
    }
  }
}
