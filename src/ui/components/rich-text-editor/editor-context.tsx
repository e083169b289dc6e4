import { createContext, useContext } from 'react';
import type { EditorOptions } from '../../../domain/editor/editor-options';
import type { NoticeKind } from './use-notices';

export type PanelName = 'search' | null;

/** What the toolbar, plugins and menus share inside one editor. */
export interface EditorShellState {
  options: EditorOptions;
  maxWords: number;
  notify: (text: string, kind?: NoticeKind) => void;
  uploadImages: (files: File[]) => Promise<void>;
  insertImageFromUrl: (url: string) => void;
  sourceMode: boolean;
  toggleSource: () => void;
  fullscreen: boolean;
  toggleFullscreen: () => void;
  panel: PanelName;
  setPanel: (panel: PanelName) => void;
  /** Opens the link dialog (the link bubble's edit action uses it). */
  linkDialog: { open: boolean; setOpen: (open: boolean) => void };
  requestClear: () => void;
  warnExternalImages: boolean;
}

const EditorShellContext = createContext<EditorShellState | null>(null);

export const EditorShellProvider = EditorShellContext.Provider;

export function useEditorShell(): EditorShellState {
  const state = useContext(EditorShellContext);
  if (!state) throw new Error('EditorShellProvider is missing');
  return state;
}
