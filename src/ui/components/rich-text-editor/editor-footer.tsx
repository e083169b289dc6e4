import { wordCounterText } from '../../../domain/editor/word-count';
import { useWordCount } from './plugins/word-limit-plugin';
import type { Notice } from './use-notices';

/** Word counter and the editor's status region (notices are announced politely). */
export function EditorFooter({ maxWords, notice }: { maxWords: number; notice: Notice | null }) {
  const count = useWordCount();
  return (
    <div className="rte-footer">
      <div role="status" aria-live="polite" aria-label="编辑器提示" className={`rte-status ${notice ? `rte-status-${notice.kind}` : ''}`}>
        {notice?.text}
      </div>
      <span className={count >= maxWords ? 'rte-count rte-count-full' : 'rte-count'}>{wordCounterText(count, maxWords)}</span>
    </div>
  );
}
