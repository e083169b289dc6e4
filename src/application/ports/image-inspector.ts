export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an image file's pixel size; null when the file cannot be decoded as an image. */
export interface ImageInspector {
  size(file: Blob): Promise<ImageSize | null>;
}
