import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { FileStorage, StoredFile } from '../ports/file-storage';
import { type Result, err, ok } from '../../domain/shared/result';
import type { Placement } from '../../domain/banner/banner';
import { checkBannerImage } from '../../domain/banner/banner-form';
import { UPLOAD_ERROR_MESSAGE } from '../honors/upload-honor-image';
import type { Load } from '../ports/load';

/** A banner image: checked against its placement's limits, then stored under slide/. */
@injectable()
export class UploadBannerImage {
  constructor(@inject(TOKENS.FileStorage) private readonly storage: Load<FileStorage>) {}

  async execute(
    placement: Placement,
    file: Blob & { name?: string },
    onProgress?: (percent: number) => void,
  ): Promise<Result<StoredFile, string>> {
    const invalid = checkBannerImage(placement, { name: file.name ?? '', type: file.type, size: file.size });
    if (invalid) return err(invalid);
    try {
      const stored = await (await this.storage()).upload(file, 'slide', onProgress);
      return stored?.key ? ok(stored) : err(UPLOAD_ERROR_MESSAGE);
    } catch {
      return err(UPLOAD_ERROR_MESSAGE);
    }
  }
}
