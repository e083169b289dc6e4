import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createParagraphNode, $getRoot } from 'lexical';
import { ConfirmDialog } from '../confirm-dialog';
import { EDITOR_LIMITS } from '../../../domain/editor/editor-constants';
import type { RichTextEditorProps } from './rich-text-editor';
import { EditorShellProvider, type EditorShellState, type PanelName } from './editor-context';
import { useNotices } from './use-notices';
import { useEditorOptions } from './use-editor-options';
import { useSourceMode } from './use-source-mode';
import { useImages } from './use-images';
import { EDITOR_MESSAGES } from './editor-messages';
import { Toolbar } from './toolbar/toolbar';
import { SearchPanel } from './toolbar/search-panel';
import { EditorBody } from './editor-body';
import { EditorFooter } from './editor-footer';
import { EditorPlugins } from './editor-plugins';
import { DraftOffer } from './plugins/autosave-plugin';

/** Everything inside the Lexical composer: shared state, layout and plugins. */
export function EditorShell(props: RichTextEditorProps) {
  const { label = '正文', width, height = 350, maxWords = EDITOR_LIMITS.wordLimit, draftKey } = props;
  const [editor] = useLexicalComposerContext();
  const { notice, notify } = useNotices();
  const options = useEditorOptions(notify);
  const source = useSourceMode(maxWords, notify);
  const images = useImages({ options, notify, catchRemote: Boolean(props.catchRemoteImages), warnExternal: Boolean(props.warnExternalImages) });
  const [fullscreen, setFullscreen] = useState(false);
  const [panel, setPanel] = useState<PanelName>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  useEffect(() => {
    if (!fullscreen) return;
    const exit = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && setFullscreen(false);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden'; // the page behind must not scroll
    document.addEventListener('keydown', exit);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', exit);
    };
  }, [fullscreen]);

  const clearDocument = useCallback(() => {
    editor.update(() => {
      const paragraph = $createParagraphNode();
      $getRoot().clear().append(paragraph);
      paragraph.select();
    });
    setConfirmClear(false);
    editor.focus();
  }, [editor]);

  const shell = useMemo<EditorShellState>(
    () => ({
      options,
      maxWords,
      notify,
      uploadImages: images.uploadImages,
      insertImageFromUrl: images.insertImageFromUrl,
      sourceMode: source.sourceMode,
      toggleSource: source.toggleSource,
      fullscreen,
      toggleFullscreen: () => setFullscreen((f) => !f),
      panel,
      setPanel,
      linkDialog: { open: linkOpen, setOpen: setLinkOpen },
      requestClear: () => setConfirmClear(true),
      warnExternalImages: Boolean(props.warnExternalImages),
    }),
    [options, maxWords, notify, images.uploadImages, images.insertImageFromUrl, source.sourceMode, source.toggleSource, fullscreen, panel, linkOpen, props.warnExternalImages],
  );

  return (
    <EditorShellProvider value={shell}>
      <div className={fullscreen ? 'rte rte-fullscreen' : 'rte'} style={{ width: fullscreen ? undefined : (width ?? '100%') }}>
        <Toolbar />
        {panel === 'search' && <SearchPanel />}
        {props.warnExternalImages && <p className="rte-warning">{EDITOR_MESSAGES.externalImages}</p>}
        {draftKey && <DraftOffer draftKey={draftKey} value={props.value} />}
        <EditorBody label={label} minHeight={height} source={source} />
        <EditorFooter maxWords={maxWords} notice={notice} />
        <EditorPlugins {...props} maxWords={maxWords} onImagesPasted={images.handleRemoteImages} />
        <ConfirmDialog open={confirmClear} confirmText="清空" onConfirm={clearDocument} onCancel={() => setConfirmClear(false)}>
          确定要清空文档吗？清空后可以用“撤销”恢复。
        </ConfirmDialog>
      </div>
    </EditorShellProvider>
  );
}
