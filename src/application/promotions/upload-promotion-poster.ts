import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { FileStorage, StoredFile } from '../ports/file-storage';
import { type Result, err, ok } from '../../domain/shared/result';
import { checkPosterType } from '../../domain/promotion/promotion-form';
import type { Load } from '../ports/load';

export const UPLOAD_ERROR_MESSAGE = '上传错误';

/** The cover goes to storage as soon as it is chosen; the form keeps its key. */
@injectable()
export class UploadPromotionPoster {
  constructor(@inject(TOKENS.FileStorage) private readonly storage: Load<FileStorage>) {}

  async execute(file: Blob & { name?: string }, onProgress?: (p: number) => void): Promise<Result<StoredFile, string>> {
    const invalid = checkPosterType({ type: file.type, name: file.name });
    if (invalid) return err(invalid);
    try {
      const stored = await (await this.storage()).upload(file, 'promotion', onProgress);
      return stored?.key ? ok(stored) : err(UPLOAD_ERROR_MESSAGE);
    } catch {
      return err(UPLOAD_ERROR_MESSAGE);
    }
  }
}
