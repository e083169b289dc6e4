import type { CaughtImage, EditorGateway, EditorTarget, UploadedImage } from '../../src/application/ports/editor-gateway';
import { BusinessError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';

/**
 * The editor's server side in memory. Uploads answer with the file itself as a data URL (in a
 * browser) so a test really displays the image; files over `maxBytes` answer 10024.
 */
const dataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The image host's origin from the configured public base, as the real binding derives it: a
 * relative base means the page's own origin, an unparsable one no host ('').
 */
function originOf(publicBase: string): string {
  try {
    return new URL(publicBase, globalThis.location?.origin ?? 'http://localhost').origin;
  } catch {
    return '';
  }
}

/** Held to HttpEditorGateway by tests/fakes/cases/editor-gateway.cases.ts. */
export class FakeEditorGateway implements EditorGateway {
  /** Derived from the configured upload base, never given: the property that broke in the real binding. */
  readonly imageHostPrefix: string;
  config: Record<string, unknown> | 'fail' = { imageMaxSize: 2_048_000 };
  maxBytes = 2_048_000;
  readonly uploads: { name?: string; target: EditorTarget }[] = [];
  readonly caught: string[][] = [];

  constructor(uploadPublicBase = 'https://img.example.com/uploads') {
    this.imageHostPrefix = originOf(uploadPublicBase);
  }

  async loadConfig(): Promise<Result<unknown, BusinessError>> {
    if (this.config === 'fail') return err(new BusinessError(500, 'config unavailable'));
    return ok(this.config);
  }

  async uploadImage(file: Blob & { name?: string }, target: EditorTarget): Promise<Result<UploadedImage, BusinessError>> {
    this.uploads.push({ name: file.name, target });
    if (file.size > this.maxBytes) return err(new BusinessError(10024, '文件大小超出限制'));
    const url = typeof FileReader === 'function' ? await dataUrl(file) : `uploads/editor/${file.name}`;
    return ok({ url, title: file.name ?? '', original: file.name ?? '' });
  }

  async catchImages(urls: string[]): Promise<Result<CaughtImage[], BusinessError>> {
    this.caught.push(urls);
    return ok(urls.map((source, i) => ({ source, state: 'SUCCESS', url: `media/editor/caught-${i}.png` })));
  }
}
