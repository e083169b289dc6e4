import type { JSX } from 'react';
import { BlockWithAlignableContents } from '@lexical/react/LexicalBlockWithAlignableContents';
import { DecoratorBlockNode, type SerializedDecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode';
import {
  $applyNodeReplacement,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type LexicalParseJSON,
  type NodeKey,
  type Spread,
} from 'lexical';
import { type VideoEmbed, parseVideoInput } from '../../../../domain/editor/video-embed';
import { PLAYER_SANDBOX, isVideoPlayer } from '../video-hosts';

/** A frame only as a player of an allowed host (the sanitiser's rule), a video file from the web. */
const allowed = (embed: VideoEmbed) => embed.kind === 'video' || isVideoPlayer(embed.src);

export type SerializedVideoNode = Spread<VideoEmbed, SerializedDecoratorBlockNode>;

const BLOCK_CLASS = { base: 'rte-block', focus: 'rte-block-focus' };
const size = (el: Element) => ({ width: Number(el.getAttribute('width')), height: Number(el.getAttribute('height')) });

function convert(element: HTMLElement) {
  const src = element.getAttribute('src') ?? element.querySelector('source')?.getAttribute('src') ?? '';
  const embed = parseVideoInput(src, size(element));
  // A frame that is really a video file stays what the markup said it was.
  if (!embed) return { node: null };
  const kind = element.localName === 'video' ? 'video' : 'iframe';
  if (!allowed({ ...embed, kind })) return { node: null };
  return { node: $createVideoNode({ ...embed, kind }), after: () => [] };
}

/** A video file (<video>) or a player page (<iframe>), 420 by 280 unless sized otherwise. */
export class VideoNode extends DecoratorBlockNode {
  __embed: VideoEmbed;

  static getType(): string {
    return 'rte-video';
  }

  static clone(node: VideoNode): VideoNode {
    return new VideoNode(node.__embed, node.__format, node.__key);
  }

  constructor(embed: VideoEmbed, format?: SerializedDecoratorBlockNode['format'], key?: NodeKey) {
    super(format, key);
    this.__embed = { ...embed };
  }

  static importJSON(json: LexicalParseJSON<SerializedVideoNode>): VideoNode {
    const size = { width: Number(json.width), height: Number(json.height) };
    const parsed = parseVideoInput(typeof json.src === 'string' ? json.src : '', size);
    // JSON only comes from this editor's own copy and paste; a bad source becomes an empty frame.
    const kind = json.kind === 'video' ? 'video' : 'iframe';
    const embed = parsed && allowed({ ...parsed, kind }) ? parsed : null;
    return $createVideoNode({ ...(embed ?? { src: '', width: size.width || 420, height: size.height || 280 }), kind });
  }

  exportJSON(): SerializedVideoNode {
    return { ...super.exportJSON(), ...this.getLatest().__embed, type: VideoNode.getType(), version: 1 };
  }

  static importDOM(): DOMConversionMap {
    return {
      video: () => ({ priority: 1, conversion: convert }),
      iframe: () => ({ priority: 1, conversion: convert }),
    };
  }

  exportDOM(): DOMExportOutput {
    const { src, kind, width, height } = this.getLatest().__embed;
    const element = document.createElement(kind);
    // As for images: the detached copy made on every export must not start loading the video.
    if (kind === 'video') element.setAttribute('preload', 'none');
    element.setAttribute('src', src);
    element.setAttribute('width', String(width));
    element.setAttribute('height', String(height));
    if (kind === 'video') element.setAttribute('controls', '');
    else {
      element.setAttribute('frameborder', '0');
      element.setAttribute('allowfullscreen', '');
    }
    return { element };
  }

  getEmbed(): VideoEmbed {
    return { ...this.getLatest().__embed };
  }

  decorate(): JSX.Element {
    const { src, kind, width, height } = this.__embed;
    return (
      <BlockWithAlignableContents className={BLOCK_CLASS} format={this.__format} nodeKey={this.getKey()}>
        {kind === 'video' ? (
          <video src={src} width={width} height={height} controls preload="metadata" />
        ) : (
          // The overlay lets a click select the block instead of reaching the player; the frame
          // is sandboxed as the saved body's is.
          <span className="rte-frame" style={{ width, height }}>
            <iframe src={src} width={width} height={height} title="视频" tabIndex={-1} sandbox={PLAYER_SANDBOX} allowFullScreen />
            <span className="rte-frame-cover" aria-hidden="true" />
          </span>
        )}
      </BlockWithAlignableContents>
    );
  }
}

export function $createVideoNode(embed: VideoEmbed): VideoNode {
  return $applyNodeReplacement(new VideoNode(embed));
}

export function $isVideoNode(node: LexicalNode | null | undefined): node is VideoNode {
  return node instanceof VideoNode;
}
