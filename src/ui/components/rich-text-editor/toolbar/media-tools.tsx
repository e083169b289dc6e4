import { useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot, $getSelection, $isRangeSelection } from 'lexical';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import { VIDEO_SIZE } from '../../../../domain/editor/editor-constants';
import { parseVideoInput } from '../../../../domain/editor/video-embed';
import { useEditorShell } from '../editor-context';
import { EDITOR_MESSAGES } from '../editor-messages';
import { $createVideoNode } from '../nodes/video-node';
import { isVideoPlayer, videoHosts } from '../video-hosts';
import { ToolbarPopover } from './toolbar-controls';
import { PanelActions, PanelForm, SubmitButton } from './panel-form';
import { ImageIcon, VideoIcon } from './icons';

/** 插入图片: upload files from the computer, or insert an image by its address. */
export function ImagePopover() {
  const { uploadImages, insertImageFromUrl, options, warnExternalImages } = useEditorShell();
  const [url, setUrl] = useState('');
  const accept = options.imageAllowFiles.join(',');
  const insertByUrl = (close: () => void) => {
    if (!url.trim()) return;
    insertImageFromUrl(url);
    setUrl('');
    close();
  };

  return (
    <ToolbarPopover label="插入图片" glyph={<ImageIcon />} kind="dialog">
      {(close) => (
        <div className="rte-form">
          <label className="rte-file">
            选择图片
            <input
              type="file"
              accept={accept}
              multiple
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                close();
                if (files.length) void uploadImages(files);
              }}
            />
          </label>
          <p className="rte-hint">支持 {options.imageAllowFiles.join(' ')}，单张不超过 {Math.round(options.imageMaxSize / 1024)} KB</p>
          <PanelForm className="rte-form-inline" onSubmit={() => insertByUrl(close)}>
            <label>
              图片地址
              <input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
            </label>
            <SubmitButton onSubmit={() => insertByUrl(close)}>插入</SubmitButton>
          </PanelForm>
          {warnExternalImages && <p className="rte-hint">{EDITOR_MESSAGES.externalImages}</p>}
        </div>
      )}
    </ToolbarPopover>
  );
}

/**
 * 插入视频: a video file or player address (or embed code), 420 by 280 by default. A player
 * must be one of the allowed video hosts (VITE_VIDEO_HOSTS), over https.
 */
export function VideoPopover() {
  const [editor] = useLexicalComposerContext();
  const [input, setInput] = useState('');
  const [size, setSize] = useState<{ width: number; height: number }>(VIDEO_SIZE);
  const [error, setError] = useState('');

  const submit = (close: () => void) => {
    const embed = parseVideoInput(input, size);
    if (!embed) return setError(EDITOR_MESSAGES.invalidVideo);
    // A player page only from the hosts the sanitiser keeps: otherwise it would vanish on save.
    if (embed.kind === 'iframe' && !isVideoPlayer(embed.src)) return setError(EDITOR_MESSAGES.videoHostNotAllowed(videoHosts()));
    editor.update(() => {
      if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      $insertNodeToNearestRoot($createVideoNode(embed));
    });
    setInput('');
    setError('');
    close();
    editor.focus();
  };

  return (
    <ToolbarPopover label="插入视频" glyph={<VideoIcon />} kind="dialog">
      {(close) => (
        <PanelForm onSubmit={() => submit(close)}>
          <label>
            视频地址
            <textarea rows={3} value={input} onChange={(e) => setInput(e.target.value)} placeholder="视频文件地址、播放页地址或嵌入代码" />
          </label>
          <div className="rte-form-inline">
            <label>
              宽度
              <input type="number" min={1} value={size.width} onChange={(e) => setSize({ ...size, width: Number(e.target.value) })} />
            </label>
            <label>
              高度
              <input type="number" min={1} value={size.height} onChange={(e) => setSize({ ...size, height: Number(e.target.value) })} />
            </label>
          </div>
          <PanelActions error={error} onCancel={close} onSubmit={() => submit(close)} />
        </PanelForm>
      )}
    </ToolbarPopover>
  );
}
