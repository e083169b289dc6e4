import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { EditorGateway } from '../ports/editor-gateway';
import { DEFAULT_EDITOR_OPTIONS, type EditorOptions, mergeEditorOptions } from '../../domain/editor/editor-options';
import type { Load } from '../ports/load';

export interface LoadedEditorConfig {
  options: EditorOptions;
  /** The server config could not be read; the defaults apply. */
  failed: boolean;
}

const hostnameOf = (prefix: string) => /^(?:[a-z][a-z\d+.-]*:)?\/\/([^/:?#]+)/i.exec(prefix)?.[1];

/**
 * The editor's options: defaults merged with the server config. A successful answer is kept
 * for the page's life (every editor on the page shares it); a failure is retried next time.
 */
@injectable()
export class LoadEditorConfig {
  private pending?: Promise<LoadedEditorConfig>;

  constructor(@inject(TOKENS.EditorGateway) private readonly gateway: Load<EditorGateway>) {}

  /** What an editor starts with before its config answers: the image host is not known yet. */
  defaults(): EditorOptions {
    return DEFAULT_EDITOR_OPTIONS;
  }

  /** The defaults on the gateway's image host, which the server config may override. */
  private hostDefaults(imageHostPrefix: string): EditorOptions {
    const host = hostnameOf(imageHostPrefix);
    return {
      ...DEFAULT_EDITOR_OPTIONS,
      imageHostPrefix,
      // Images already on the image host are ours and never need capturing.
      catcherLocalDomain: host ? [...DEFAULT_EDITOR_OPTIONS.catcherLocalDomain, host] : DEFAULT_EDITOR_OPTIONS.catcherLocalDomain,
    };
  }

  execute(): Promise<LoadedEditorConfig> {
    // Editors opening together (or mounted twice in development) share one request.
    this.pending ??= this.load().then((result) => {
      if (result.failed) this.pending = undefined;
      return result;
    });
    return this.pending;
  }

  private async load(): Promise<LoadedEditorConfig> {
    let defaults = this.defaults();
    try {
      const gateway = await this.gateway();
      defaults = this.hostDefaults(gateway.imageHostPrefix);
      const answer = await gateway.loadConfig();
      if (!answer.ok) return { options: defaults, failed: true };
      return { options: mergeEditorOptions(defaults, answer.value), failed: false };
    } catch {
      // Transport failures were already reported by the request layer; the editor still works.
      return { options: defaults, failed: true };
    }
  }
}
