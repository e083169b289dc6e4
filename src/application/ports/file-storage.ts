export type StorageFolder = 'logo' | 'album' | 'slide' | 'license' | 'honor' | 'article' | 'avatar' | 'promotion';

export interface StoredFile {
  /** The storage key, e.g. album/1700000000000-abc.jpg. */
  key: string;
  /** Where the stored file can be shown. */
  url: string;
}

/** Direct upload to object storage: token first, then multipart (token, key, file). */
export interface FileStorage {
  upload(
    file: Blob & { name?: string },
    folder: StorageFolder,
    onProgress?: (percent: number) => void,
  ): Promise<StoredFile>;
}
