import type { JSX } from 'react';
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type LexicalParseJSON,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { isSafeUrl } from '../../../../domain/editor/html-policy';
import { ImageView } from './image-view';

export interface ImagePayload {
  src: string;
  alt?: string;
  title?: string;
  width?: number;
  height?: number;
}

export type SerializedImageNode = Spread<ImagePayload, SerializedLexicalNode>;

const dimension = (value: string | null) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** An inline image; its HTML is a plain <img> with only the allowed attributes. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;
  __title: string;
  __width?: number;
  __height?: number;

  static getType(): string {
    return 'rte-image';
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.exportPayload(), node.__key);
  }

  constructor(payload: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__alt = payload.alt ?? '';
    this.__title = payload.title ?? '';
    this.__width = payload.width;
    this.__height = payload.height;
  }

  exportPayload(): ImagePayload {
    const { __src: src, __alt: alt, __title: title, __width: width, __height: height } = this.getLatest();
    return { src, alt, title, width, height };
  }

  static importJSON(json: LexicalParseJSON<SerializedImageNode>): ImageNode {
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const size = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
    return $createImageNode({ src: text(json.src), alt: text(json.alt), title: text(json.title), width: size(json.width), height: size(json.height) });
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), ...this.exportPayload(), type: ImageNode.getType(), version: 1 };
  }

  static importDOM(): DOMConversionMap {
    return {
      img: () => ({
        priority: 1,
        conversion: (element) => {
          const img = element as HTMLImageElement;
          const src = img.getAttribute('src') ?? '';
          // An image without a usable source is dropped rather than kept broken.
          if (!src || !isSafeUrl('image', src)) return { node: null };
          return {
            node: $createImageNode({
              src,
              alt: img.getAttribute('alt') ?? '',
              title: img.getAttribute('title') ?? '',
              width: dimension(img.getAttribute('width')),
              height: dimension(img.getAttribute('height')),
            }),
          };
        },
      }),
    };
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    const { src, alt, title, width, height } = this.exportPayload();
    // Every export (each onChange) builds a new <img>: lazy keeps the detached copy from
    // fetching. The sanitiser drops the attribute from the stored HTML.
    img.setAttribute('loading', 'lazy');
    img.setAttribute('src', src);
    img.setAttribute('alt', alt ?? '');
    if (width) img.setAttribute('width', String(width));
    if (height) img.setAttribute('height', String(height));
    if (title) img.setAttribute('title', title);
    return { element: img };
  }

  setSrc(src: string): void {
    this.getWritable().__src = src;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'rte-image';
    return span;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): true {
    return true;
  }

  decorate(): JSX.Element {
    return <ImageView nodeKey={this.getKey()} {...this.exportPayload()} />;
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
