import { Skeleton } from '@chakra-ui/react';
import { PartFailed, lazyPart } from '../lazy-part';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazyPart(() => import('./rich-text-editor'));

/**
 * The rich-text editor as a form renders it: its chunk (Lexical) loads when the form shows, a
 * skeleton of its height meanwhile; when the chunk does not arrive, 编辑器加载失败 and 重试 in its
 * place, and the rest of the form, with what was typed, stays.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const minH = props.height ? `${props.height}px` : undefined;
  return (
    <Editor
      {...props}
      loading={<Skeleton h={minH} w="full" />}
      failed={(retry) => <PartFailed what="编辑器" onRetry={retry} minH={minH} />}
    />
  );
}
