import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot, $getSelection, $insertNodes, $isRangeSelection, $nodesOfType, type LexicalEditor } from 'lexical';
import { UploadEditorImage, type ImageUploadError } from '../../../application/editor/upload-editor-image';
import { CatchRemoteImages } from '../../../application/editor/catch-remote-images';
import type { EditorOptions } from '../../../domain/editor/editor-options';
import { isRemoteImage, stripImageHostPrefix } from '../../../domain/editor/image-source';
import { isSafeUrl } from '../../../domain/editor/html-policy';
import { useService } from '../../platform/container-context';
import { $createImageNode, ImageNode, type ImagePayload } from './nodes/image-node';
import { EDITOR_MESSAGES } from './editor-messages';
import type { NoticeKind } from './use-notices';

const uploadMessage = (e: ImageUploadError) =>
  e.kind === 'size' ? EDITOR_MESSAGES.sizeExceeded : e.kind === 'type' ? EDITOR_MESSAGES.typeNotAllowed : EDITOR_MESSAGES.loadError;

/** Inserts at the caret, or at the end when the editor has never had one. */
export function insertImage(editor: LexicalEditor, payload: ImagePayload, onInserted?: () => void) {
  editor.update(
    () => {
      if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      $insertNodes([$createImageNode(payload)]);
    },
    { onUpdate: onInserted },
  );
}

interface Settings {
  options: EditorOptions;
  notify: (text: string, kind?: NoticeKind) => void;
  catchRemote: boolean;
  warnExternal: boolean;
}

/** Image upload, insertion by address, and what happens to remote images after a paste. */
export function useImages({ options, notify, catchRemote, warnExternal }: Settings) {
  const [editor] = useLexicalComposerContext();
  const upload = useService(UploadEditorImage);
  const capture = useService(CatchRemoteImages);
  // Both store files on the server: writes, so each is a mutation around its use case.
  const { mutateAsync: uploadOne } = useMutation({ mutationFn: (file: File) => upload.execute(file, options) });
  const { mutateAsync: captureRemote } = useMutation({ mutationFn: (remote: string[]) => capture.execute(remote, options) });

  const uploadImages = useCallback(
    async (files: File[]) => {
      for (const file of files) {
        notify(EDITOR_MESSAGES.uploading, 'progress');
        const result = await uploadOne(file);
        if (!result.ok) {
          notify(uploadMessage(result.error), 'error');
          continue;
        }
        insertImage(editor, result.value);
        notify(`图片“${file.name}”已插入`, 'success');
      }
    },
    [editor, uploadOne, notify],
  );

  /** Remote images just inserted: captured to our server when enabled, otherwise a warning. */
  const handleRemoteImages = useCallback(async () => {
    const context = { currentHost: window.location.host, localDomains: options.catcherLocalDomain };
    const remote = editor
      .getEditorState()
      .read(() => $nodesOfType(ImageNode).map((n) => n.getSrc()))
      .filter((src) => isRemoteImage(src, context));
    if (remote.length === 0) return;
    if (!catchRemote) {
      if (warnExternal) notify(EDITOR_MESSAGES.externalImages, 'info');
      return;
    }
    const replacements = await captureRemote([...new Set(remote)]);
    if (replacements.size === 0) return notify(EDITOR_MESSAGES.loadError, 'error');
    editor.update(() => {
      for (const node of $nodesOfType(ImageNode)) {
        const next = replacements.get(node.getSrc());
        if (next) node.setSrc(next);
      }
    });
    notify(EDITOR_MESSAGES.remoteCaught(replacements.size), 'success');
  }, [editor, captureRemote, options, notify, catchRemote, warnExternal]);

  const insertImageFromUrl = useCallback(
    (url: string) => {
      const src = stripImageHostPrefix(url.trim(), options.imageHostPrefix);
      if (!isSafeUrl('image', src) || src.startsWith('data:')) return notify(EDITOR_MESSAGES.invalidImageUrl, 'error');
      insertImage(editor, { src, alt: '' }, () => void handleRemoteImages());
    },
    [editor, options, notify, handleRemoteImages],
  );

  return { uploadImages, insertImageFromUrl, handleRemoteImages };
}
