import { useCallback, useEffect, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { matchStatusText, stepMatch } from '../../../../domain/editor/text-search';
import { useEditorShell } from '../editor-context';
import { $findMatches, $selectMatch, type Match, clearHighlights, highlightMatches } from './search-actions';

/** 查找替换: find next and previous, replace the current match, replace all. */
export function SearchPanel() {
  const [editor] = useLexicalComposerContext();
  const { setPanel, notify } = useEditorShell();
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [matches, setMatches] = useState<Match[]>([]);
  const [current, setCurrent] = useState(-1);

  const find = useCallback(
    () => editor.getEditorState().read(() => $findMatches(query, caseSensitive)),
    [editor, query, caseSensitive],
  );

  // Matches follow the query and every edit of the document.
  useEffect(() => {
    const refresh = () => setMatches(find());
    refresh();
    return editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size || dirtyLeaves.size) refresh();
    });
  }, [editor, find]);

  useEffect(() => {
    highlightMatches(editor, matches, current);
  }, [editor, matches, current]);
  useEffect(() => clearHighlights, []);

  const go = (direction: 1 | -1) => {
    const next = stepMatch(current, matches.length, direction);
    setCurrent(next);
    if (next >= 0) editor.update(() => void $selectMatch(matches[next]));
  };

  const replace = () => {
    const index = current >= 0 && current < matches.length ? current : stepMatch(-1, matches.length, 1);
    if (index < 0) return;
    editor.update(() => $selectMatch(matches[index]).insertText(replacement));
    // The next match now sits at the same index.
    setCurrent(index);
  };

  const replaceAll = () => {
    const count = matches.length;
    if (count === 0) return;
    editor.update(() => {
      // From the end, so earlier matches keep their offsets.
      for (const match of [...matches].reverse()) $selectMatch(match).insertText(replacement);
    });
    setCurrent(-1);
    notify(`已替换 ${count} 处`, 'success');
  };

  const status = query ? matchStatusText(current < matches.length ? current : -1, matches.length) : '';
  return (
    <div className="rte-search" role="search" aria-label="查找替换">
      <label>
        查找
        <input value={query} onChange={(e) => (setQuery(e.target.value), setCurrent(-1))} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), go(e.shiftKey ? -1 : 1))} autoFocus />
      </label>
      <label>
        替换为
        <input value={replacement} onChange={(e) => setReplacement(e.target.value)} />
      </label>
      <label className="rte-check">
        <input type="checkbox" checked={caseSensitive} onChange={(e) => setCaseSensitive(e.target.checked)} />
        区分大小写
      </label>
      <button type="button" onClick={() => go(-1)}>上一个</button>
      <button type="button" onClick={() => go(1)}>下一个</button>
      <button type="button" onClick={replace}>替换</button>
      <button type="button" onClick={replaceAll}>全部替换</button>
      <output className="rte-search-status" aria-live="polite" aria-label="查找结果">{status}</output>
      <button type="button" aria-label="关闭查找替换" onClick={() => setPanel(null)}>×</button>
    </div>
  );
}
