import { useEffect, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelection, type BaseSelection } from 'lexical';
import { normaliseLinkUrl } from '../../../../domain/editor/link-shortening';
import { useEditorShell } from '../editor-context';
import { EDITOR_MESSAGES } from '../editor-messages';
import { ToolbarPopover } from './toolbar-controls';
import { PanelActions, PanelForm } from './panel-form';
import { LinkIcon } from './icons';
import { $applyLink, $currentLink, $removeLink } from './link-actions';

interface Draft {
  url: string;
  text: string;
  newWindow: boolean;
  editing: boolean;
}

/** 插入链接: address, text (for new links) and new window; edits the link at the caret. */
export function LinkDialog() {
  const [editor] = useLexicalComposerContext();
  const { linkDialog } = useEditorShell();
  const [draft, setDraft] = useState<Draft>({ url: '', text: '', newWindow: true, editing: false });
  const [saved, setSaved] = useState<BaseSelection | null>(null);
  const [error, setError] = useState('');

  // Filled on every opening, whether from the toolbar or from the link bubble's 编辑.
  const [wasOpen, setWasOpen] = useState(linkDialog.open);
  if (linkDialog.open !== wasOpen) {
    setWasOpen(linkDialog.open);
    if (linkDialog.open) setError('');
  }
  useEffect(() => {
    if (!linkDialog.open) return;
    editor.getEditorState().read(() => {
      const link = $currentLink();
      setSaved($getSelection()?.clone() ?? null);
      setDraft({
        url: link?.getURL() ?? '',
        text: link?.getTextContent() ?? '',
        newWindow: link ? link.getTarget() === '_blank' : true,
        editing: Boolean(link),
      });
    });
  }, [editor, linkDialog.open]);

  const submit = (close: () => void) => {
    const url = normaliseLinkUrl(draft.url);
    if (!url) return setError(EDITOR_MESSAGES.invalidLink);
    editor.update(() => $applyLink(saved, { url, text: draft.text.trim(), newWindow: draft.newWindow }));
    close();
    editor.focus();
  };

  const unlink = (close: () => void) => {
    editor.update(() => $removeLink(saved));
    close();
    editor.focus();
  };

  return (
    <ToolbarPopover label="插入链接" glyph={<LinkIcon />} kind="dialog" open={linkDialog.open} onOpenChange={linkDialog.setOpen}>
      {(close) => (
        <PanelForm onSubmit={() => submit(close)}>
          <label>
            链接地址
            <input value={draft.url} onChange={(e) => setDraft({ ...draft, url: e.target.value })} placeholder="https://" />
          </label>
          <label>
            链接文字
            <input value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
          </label>
          <label className="rte-check">
            <input type="checkbox" checked={draft.newWindow} onChange={(e) => setDraft({ ...draft, newWindow: e.target.checked })} />
            在新窗口打开
          </label>
          <PanelActions
            error={error}
            extra={
              draft.editing && (
                <button type="button" onClick={() => unlink(close)}>
                  取消链接
                </button>
              )
            }
            onCancel={close}
            onSubmit={() => submit(close)}
          />
        </PanelForm>
      )}
    </ToolbarPopover>
  );
}
