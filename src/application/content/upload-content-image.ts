import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { FileStorage, StorageFolder, StoredFile } from '../ports/file-storage';
import type { Load } from '../ports/load';
import { type FileFacts, IMAGE_MESSAGES } from '../../domain/common/image-file';
import { type Result, err, ok } from '../../domain/common/result';

type PickedFile = Blob & { name?: string };

/** What a content area's rules read of a picked file. */
export const fileFacts = (file: PickedFile): FileFacts => ({ name: file.name ?? '', type: file.type, size: file.size });

/** A checked file to storage with its progress; any failure, or an answer without a key, is 上传错误. */
export async function storeImage(
  storage: Load<FileStorage>,
  folder: StorageFolder,
  file: PickedFile,
  onProgress?: (percent: number) => void,
): Promise<Result<StoredFile, string>> {
  try {
    const stored = await (await storage()).upload(file, folder, onProgress);
    return stored?.key ? ok(stored) : err(IMAGE_MESSAGES.uploadFailed);
  } catch {
    return err(IMAGE_MESSAGES.uploadFailed);
  }
}

/**
 * The image upload of a content area (a cover, a poster, a photo): the area's check first, so a
 * refused file never reaches storage, then the file goes to the area's folder as soon as it is
 * chosen and the form keeps its key. One implementation, configured by folder and check.
 */
export function uploadContentImage(config: { folder: StorageFolder; check: (file: FileFacts) => string | null }) {
  @injectable()
  class UploadContentImage {
    constructor(@inject(TOKENS.FileStorage) readonly storage: Load<FileStorage>) {}

    /** The area's check alone, so a screen can refuse a file before showing it as uploading. */
    check(file: PickedFile): string | null {
      return config.check(fileFacts(file));
    }

    async execute(file: PickedFile, onProgress?: (percent: number) => void): Promise<Result<StoredFile, string>> {
      const invalid = this.check(file);
      return invalid ? err(invalid) : storeImage(this.storage, config.folder, file, onProgress);
    }
  }
  return UploadContentImage;
}
