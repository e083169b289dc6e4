import { useState } from 'react';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { createInitialConfig } from './editor-config';
import { EditorShell } from './editor-shell';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  value: string;                 // HTML in
  onChange: (html: string) => void; // sanitised HTML out
  label?: string;                // accessible name of the editable area, default '正文'
  draftKey?: string;             // the user's key from useEditorDraft: autosave every 500 ms to localStorage, the draft offered back on open
  width?: number | string;       // article pages use 1070
  height?: number;               // min height, article pages use 350; auto-height with 25 px padding
  warnExternalImages?: boolean;  // promotion editor warning that external images will not be uploaded
  catchRemoteImages?: boolean;   // remote-image capture, off by default
  maxWords?: number;             // default 10000
}

function reportEditorError(error: Error) {
  // Lexical reports internal failures here; the editor keeps working from its last good state.
  console.error('rich-text editor:', error);
}

/**
 * The Lexical rich-text editor for article and promotion bodies. A lazy chunk: forms render it
 * as `LazyRichTextEditor` (lazy-rich-text-editor.tsx). A form takes its draft key and
 * clear from `useEditorDraft` in `draft-storage.ts`, which does not load the editor.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const [initialConfig] = useState(() => createInitialConfig(reportEditorError));
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorShell {...props} />
    </LexicalComposer>
  );
}
