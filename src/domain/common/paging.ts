/**
 * The offset of the next page of an offset/limit list, or undefined when the list is done:
 * a short page ends it, and so does having loaded `total` items.
 */
export function nextOffset(pages: readonly { items: readonly unknown[] }[], pageSize: number, total: number): number | undefined {
  const last = pages[pages.length - 1];
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  if (!last || last.items.length < pageSize || loaded >= total) return undefined;
  return loaded;
}
