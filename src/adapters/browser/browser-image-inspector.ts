import type { ImageInspector, ImageSize } from '../../application/ports/image-inspector';

/**
 * Decodes the file in the browser to read its size. createImageBitmap applies the EXIF
 * orientation, so a portrait photo reports the height a person sees.
 */
export class BrowserImageInspector implements ImageInspector {
  async size(file: Blob): Promise<ImageSize | null> {
    if (typeof createImageBitmap === 'function') {
      try {
        const bitmap = await createImageBitmap(file);
        const size = { width: bitmap.width, height: bitmap.height };
        bitmap.close();
        return size;
      } catch {
        return null;
      }
    }
    return this.viaImageElement(file);
  }

  private viaImageElement(file: Blob): Promise<ImageSize | null> {
    return new Promise((resolve) => {
      const url = URL.createObjectURL(file);
      const img = new Image();
      img.onload = () => {
        URL.revokeObjectURL(url);
        resolve({ width: img.naturalWidth, height: img.naturalHeight });
      };
      img.onerror = () => {
        URL.revokeObjectURL(url);
        resolve(null);
      };
      img.src = url;
    });
  }
}
