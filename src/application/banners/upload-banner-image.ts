import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { FileStorage, StoredFile } from '../ports/file-storage';
import { type Result, err } from '../../domain/common/result';
import type { Placement } from '../../domain/banner/banner';
import { checkBannerImage } from '../../domain/banner/banner-form';
import { fileFacts, storeImage } from '../content/upload-content-image';
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
    const invalid = checkBannerImage(placement, fileFacts(file));
    return invalid ? err(invalid) : storeImage(this.storage, 'slide', file, onProgress);
  }
}
