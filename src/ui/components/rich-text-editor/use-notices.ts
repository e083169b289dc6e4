import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_MS } from '../../../domain/editor/editor-constants';

export type NoticeKind = 'error' | 'success' | 'info' | 'progress';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

const DURATION: Record<NoticeKind, number | null> = {
  error: NOTICE_MS.error,
  info: NOTICE_MS.error,
  success: NOTICE_MS.success,
  // Stays until the work it describes ends with another notice.
  progress: null,
};

/** One notice at a time, shown in the editor's status region and cleared after its time. */
export function useNotices() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const seq = useRef(0);

  const notify = useCallback((text: string, kind: NoticeKind = 'info') => {
    clearTimeout(timer.current);
    const id = (seq.current += 1);
    setNotice({ id, kind, text });
    const ms = DURATION[kind];
    if (ms !== null) timer.current = setTimeout(() => setNotice((n) => (n?.id === id ? null : n)), ms);
  }, []);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, notify, dismiss };
}
