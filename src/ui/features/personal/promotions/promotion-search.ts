type Search = Record<string, unknown>;

/** A web address or a same-site path: nothing with a script scheme reaches the <img>. */
const IMAGE_URL = /^(https?:\/\/|\/(?!\/))[^\s"'<>]*$/i;

const text = (raw: unknown, max: number) => (typeof raw === 'string' && raw !== '' ? raw.slice(0, max) : undefined);

/**
 * prodetails?url=&title=&id= (spec 2 section 2): the cover URL and title shown while the
 * promotion loads. A URL that is not a safe image source is dropped.
 */
export function proDetailsSearch(s: Search): { url?: string; title?: string; id?: number } {
  const id = Number(s.id);
  const url = text(s.url, 500);
  const out = {
    url: url && IMAGE_URL.test(url) ? url : undefined,
    title: text(s.title, 40),
    id: Number.isInteger(id) && id > 0 ? id : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as typeof out;
}
