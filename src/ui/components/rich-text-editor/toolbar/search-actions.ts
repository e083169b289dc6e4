import {
  $createRangeSelection,
  $getRoot,
  $isElementNode,
  $isTextNode,
  $setSelection,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
  type TextNode,
} from 'lexical';
import { findOccurrences } from '../../../../domain/editor/text-search';

/** A match as text-node positions (it may span runs with different formatting). */
export interface Match {
  anchor: { key: string; offset: number };
  focus: { key: string; offset: number };
}

/** Consecutive text runs of one block, read as one string. */
function $runsOf(block: ElementNode): TextNode[][] {
  const groups: TextNode[][] = [[]];
  const walk = (node: LexicalNode) => {
    if ($isTextNode(node)) groups[groups.length - 1].push(node);
    else if ($isElementNode(node) && node.isInline()) node.getChildren().forEach(walk);
    else if (groups[groups.length - 1].length) groups.push([]); // a break or an image ends a run
  };
  block.getChildren().forEach(walk);
  return groups.filter((g) => g.length);
}

function $blocks(node: ElementNode, out: ElementNode[] = []): ElementNode[] {
  for (const child of node.getChildren())
    if ($isElementNode(child) && !child.isInline()) {
      if (child.getChildren().some((c) => $isTextNode(c) || ($isElementNode(c) && c.isInline()))) out.push(child);
      $blocks(child, out);
    }
  return out;
}

function locate(run: TextNode[], offset: number, isEnd: boolean) {
  let start = 0;
  for (const node of run) {
    const size = node.getTextContentSize();
    if (offset < start + size || (isEnd && offset === start + size)) return { key: node.getKey(), offset: offset - start };
    start += size;
  }
  const last = run[run.length - 1];
  return { key: last.getKey(), offset: last.getTextContentSize() };
}

/** Every match in document order. */
export function $findMatches(query: string, caseSensitive: boolean): Match[] {
  const matches: Match[] = [];
  for (const block of $blocks($getRoot()))
    for (const run of $runsOf(block)) {
      const text = run.map((n) => n.getTextContent()).join('');
      for (const [start, end] of findOccurrences(text, query, caseSensitive))
        matches.push({ anchor: locate(run, start, false), focus: locate(run, end, true) });
    }
  return matches;
}

export function $selectMatch(match: Match) {
  const selection = $createRangeSelection();
  selection.anchor.set(match.anchor.key, match.anchor.offset, 'text');
  selection.focus.set(match.focus.key, match.focus.offset, 'text');
  $setSelection(selection);
  return selection;
}

/** Shows matches with the CSS Custom Highlight API: visible while focus is in the search box. */
export function highlightMatches(editor: LexicalEditor, matches: Match[], current: number) {
  const registry = (globalThis.CSS as { highlights?: Map<string, unknown> } | undefined)?.highlights;
  const HighlightClass = (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  if (!registry || !HighlightClass) return;
  const toRange = (m: Match) => {
    const start = editor.getElementByKey(m.anchor.key)?.firstChild;
    const end = editor.getElementByKey(m.focus.key)?.firstChild;
    if (!start || !end) return null;
    const range = document.createRange();
    range.setStart(start, Math.min(m.anchor.offset, start.textContent?.length ?? 0));
    range.setEnd(end, Math.min(m.focus.offset, end.textContent?.length ?? 0));
    return range;
  };
  const all = matches.map(toRange).filter((r): r is Range => r !== null);
  const active = matches[current] ? toRange(matches[current]) : null;
  registry.set('rte-search', new HighlightClass(...all));
  if (active) {
    registry.set('rte-search-current', new HighlightClass(active));
    active.startContainer.parentElement?.scrollIntoView({ block: 'nearest' });
  } else registry.delete('rte-search-current');
}

export function clearHighlights() {
  const registry = (globalThis.CSS as { highlights?: Map<string, unknown> } | undefined)?.highlights;
  registry?.delete('rte-search');
  registry?.delete('rte-search-current');
}
