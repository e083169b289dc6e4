/** Where a query occurs in a text: [start, end) offsets, left to right, never overlapping. */
export function findOccurrences(text: string, query: string, caseSensitive = false): [number, number][] {
  if (!query) return [];
  const haystack = caseSensitive ? text : text.toLocaleLowerCase();
  const needle = caseSensitive ? query : query.toLocaleLowerCase();
  // Lower-casing can change a string's length (rare letters); then fall back to exact matching.
  const exact = haystack.length !== text.length || needle.length !== query.length;
  const [h, q] = exact ? [text, query] : [haystack, needle];
  const found: [number, number][] = [];
  for (let i = h.indexOf(q); i !== -1; i = h.indexOf(q, i + q.length)) found.push([i, i + q.length]);
  return found;
}

/** The next match to show when stepping forward or back, wrapping around the document. */
export function stepMatch(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

export function matchStatusText(current: number, count: number): string {
  if (count === 0) return '未找到匹配内容';
  return current >= 0 ? `第 ${current + 1} 个，共 ${count} 个` : `共 ${count} 个匹配`;
}
