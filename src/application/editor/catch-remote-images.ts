import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { EditorGateway } from '../ports/editor-gateway';
import type { EditorOptions } from '../../domain/editor/editor-options';
import { stripImageHostPrefix, withLeadingSlash } from '../../domain/editor/image-source';
import type { Load } from '../ports/load';

/**
 * Remote-image capture: the server fetches the given remote sources and answers with its own
 * urls. Returns the replacements (source to new src) for the sources it captured; a failure
 * leaves the document as it is, so the result is simply empty.
 */
@injectable()
export class CatchRemoteImages {
  constructor(@inject(TOKENS.EditorGateway) private readonly gateway: Load<EditorGateway>) {}

  async execute(sources: string[], options: EditorOptions): Promise<Map<string, string>> {
    const replacements = new Map<string, string>();
    if (sources.length === 0) return replacements;
    try {
      const answer = await (await this.gateway()).catchImages(sources, {
        action: options.catcherActionName,
        fieldName: options.catcherFieldName,
      });
      if (!answer.ok) return replacements;
      for (const item of answer.value) {
        if (item.state !== 'SUCCESS' || !item.url || !sources.includes(item.source)) continue;
        const url = `${options.catcherUrlPrefix}${withLeadingSlash(item.url)}`;
        replacements.set(item.source, stripImageHostPrefix(url, options.imageHostPrefix));
      }
    } catch {
      // Timeouts and network failures were reported by the request layer.
    }
    return replacements;
  }
}
