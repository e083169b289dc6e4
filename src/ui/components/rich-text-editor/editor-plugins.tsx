import { useCallback } from 'react';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { normaliseLinkUrl } from '../../../domain/editor/link-shortening';
import type { RichTextEditorProps } from './rich-text-editor';
import { useEditorShell } from './editor-context';
import { EDITOR_MESSAGES } from './editor-messages';
import { ValueSyncPlugin } from './plugins/value-sync-plugin';
import { WordLimitPlugin } from './plugins/word-limit-plugin';
import { AutosavePlugin } from './plugins/autosave-plugin';
import { TabPlugin } from './plugins/tab-plugin';
import { BlockStylePlugin } from './plugins/block-style-plugin';
import { PastePlugin } from './plugins/paste-plugin';
import { SelectedNodePlugin } from './plugins/selected-node-plugin';

const validateUrl = (url: string) => normaliseLinkUrl(url) === url;

type Props = RichTextEditorProps & { maxWords: number; onImagesPasted: () => void };

/** The behaviour plugins; the UI ones live with the toolbar and the body. */
export function EditorPlugins({ value, onChange, draftKey, maxWords, onImagesPasted }: Props) {
  const { notify } = useEditorShell();
  const onLimit = useCallback(() => notify(EDITOR_MESSAGES.wordLimit(maxWords), 'error'), [notify, maxWords]);
  return (
    <>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={validateUrl} />
      <TablePlugin hasCellMerge hasCellBackgroundColor hasTabHandler />
      <BlockStylePlugin />
      <TabPlugin />
      <SelectedNodePlugin />
      <PastePlugin onImagesPasted={onImagesPasted} />
      <WordLimitPlugin limit={maxWords} onLimit={onLimit} />
      <ValueSyncPlugin value={value} onChange={onChange} />
      {draftKey && <AutosavePlugin draftKey={draftKey} />}
    </>
  );
}
