import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { ImageInspector } from '../ports/image-inspector';
import { type Result, err, ok } from '../../domain/common/result';
import { checkAlbumImageFile, checkImageHeight, selectionBlocker } from '../../domain/album/album-images';
import type { Load } from '../ports/load';

export interface InspectedImage<F> {
  file: F;
  /** The rule it breaks, or null; failing images stay listed with their message. */
  error: string | null;
  height: number | null;
}

/**
 * Checks picked files before they join the album form: the over-selection rule for the
 * whole pick, then per file the format, the 200K-5M size and the height read from the file.
 *
 * `pace`, when given, is awaited before each file's checks start (the files are still read
 * concurrently): a file's size and type are a call into the browser each and starting its
 * decode another, 5-10 ms a file at a phone's speed, so twenty in the task of the pick held
 * input for up to 200 ms (issue 48). The UI passes a new task.
 */
@injectable()
export class InspectAlbumImages {
  constructor(@inject(TOKENS.ImageInspector) private readonly inspector: Load<ImageInspector>) {}

  async execute<F extends Blob & { name?: string }>(
    files: readonly F[],
    currentCount: number,
    pace?: () => Promise<void>,
  ): Promise<Result<InspectedImage<F>[], string>> {
    const blocked = selectionBlocker(currentCount, files.length);
    if (blocked) return err(blocked);
    const inspections: Promise<InspectedImage<F>>[] = [];
    for (const file of files) {
      if (pace) await pace();
      inspections.push(this.inspect(file));
    }
    return ok(await Promise.all(inspections));
  }

  private async inspect<F extends Blob & { name?: string }>(file: F): Promise<InspectedImage<F>> {
    const fileError = checkAlbumImageFile({ name: file.name, type: file.type, size: file.size });
    if (fileError) return { file, error: fileError, height: null };
    const size = await (await this.inspector()).size(file).catch(() => null);
    const height = size?.height ?? null;
    return { file, error: checkImageHeight(height), height };
  }
}
