import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { EditorGateway } from '../ports/editor-gateway';
import type { EditorOptions } from '../../domain/editor/editor-options';
import { checkEditorImageFile, uploadedImageSrc } from '../../domain/editor/image-source';
import { SIZE_EXCEEDED_CODE } from '../../domain/editor/editor-constants';
import { type Result, err, ok } from '../../domain/common/result';
import type { Load } from '../ports/load';

export interface InsertableImage {
  src: string;
  alt: string;
}

/** size: too large (checked first, or code 10024); type: not an allowed image; load: anything else. */
export type ImageUploadError = { kind: 'size' | 'type' } | { kind: 'load'; message?: string };

/**
 * One image into the editor: type and size are checked against the options before any
 * request, then the upload answer's url becomes a relative source on the image host.
 */
@injectable()
export class UploadEditorImage {
  constructor(@inject(TOKENS.EditorGateway) private readonly gateway: Load<EditorGateway>) {}

  async execute(file: Blob & { name?: string }, options: EditorOptions): Promise<Result<InsertableImage, ImageUploadError>> {
    const problem = checkEditorImageFile({ name: file.name, type: file.type, size: file.size }, options);
    if (problem) return err({ kind: problem });
    try {
      const answer = await (await this.gateway()).uploadImage(file, {
        action: options.imageActionName,
        fieldName: options.imageFieldName,
      });
      if (!answer.ok)
        return err(answer.error.code === SIZE_EXCEEDED_CODE ? { kind: 'size' } : { kind: 'load', message: answer.error.msg });
      const { url, title, original } = answer.value;
      return ok({ src: uploadedImageSrc(url, options), alt: title || original || file.name || '' });
    } catch {
      return err({ kind: 'load' });
    }
  }
}
