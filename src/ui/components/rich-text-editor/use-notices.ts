import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_MS } from '../../../domain/editor/editor-constants';

/** `autosave` is background news: it never cuts short a message that is still showing. */
export type NoticeKind = 'error' | 'success' | 'info' | 'progress' | 'autosave';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

const DURATION: Record<NoticeKind, number | null> = {
  error: NOTICE_MS.error,
  info: NOTICE_MS.error,
  success: NOTICE_MS.success,
  autosave: NOTICE_MS.success,
  // Stays until the work it describes ends with another notice.
  progress: null,
};

/** What the autosave notice waits for: errors and infos keep their 4 s, progress its work. */
const OUTRANKS_AUTOSAVE: ReadonlySet<NoticeKind> = new Set(['error', 'info', 'progress']);

/** One notice at a time, shown in the editor's status region and cleared after its time. */
export function useNotices() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const seq = useRef(0);
  // The notice on show, read synchronously (several notices can arrive in one tick).
  const showing = useRef<Notice | null>(null);

  const show = useCallback((next: Notice | null) => {
    showing.current = next;
    setNotice(next);
  }, []);

  const notify = useCallback(
    (text: string, kind: NoticeKind = 'info') => {
      if (kind === 'autosave' && showing.current && OUTRANKS_AUTOSAVE.has(showing.current.kind)) return;
      clearTimeout(timer.current);
      const id = (seq.current += 1);
      show({ id, kind, text });
      const ms = DURATION[kind];
      if (ms !== null) timer.current = setTimeout(() => showing.current?.id === id && show(null), ms);
    },
    [show],
  );

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    show(null);
  }, [show]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, notify, dismiss };
}
