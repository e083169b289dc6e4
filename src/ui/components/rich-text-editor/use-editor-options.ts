import { useEffect, useState } from 'react';
import { LoadEditorConfig } from '../../../application/editor/load-editor-config';
import type { EditorOptions } from '../../../domain/editor/editor-options';
import { useService } from '../../platform/container-context';
import { EDITOR_MESSAGES } from './editor-messages';
import type { NoticeKind } from './use-notices';

/** Defaults at once, the server config merged in when it answers; a failure is told and ignored. */
export function useEditorOptions(notify: (text: string, kind?: NoticeKind) => void): EditorOptions {
  const loader = useService(LoadEditorConfig);
  const [options, setOptions] = useState<EditorOptions>(() => loader.defaults());
  useEffect(() => {
    let live = true;
    void loader.execute().then(({ options: loaded, failed }) => {
      if (!live) return;
      setOptions(loaded);
      if (failed) notify(EDITOR_MESSAGES.configError, 'error');
    });
    return () => {
      live = false;
    };
  }, [loader, notify]);
  return options;
}
