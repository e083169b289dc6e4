// Bundle budgets, checked by size-limit (`npm run size`, after a build; `npm test` runs it): the
// gzip size of what a first page loads before it can draw and answer. That is the page itself
// (login.html carries the prerendered screen and Chakra's global CSS), the scripts and
// stylesheets it names, and, on a prerendered page, what its boot script preloads after the
// first paint (scripts/vite-route-pages.mjs). APP_DIST measures another build.
import { readFileSync } from 'node:fs';

const dist = process.env.APP_DIST ?? 'dist';
const read = (file) => readFileSync(`${dist}/${file}`, 'utf8');

/** @param {string} page */
function upFront(page) {
  const html = read(page);
  const named = [...html.matchAll(/<(?:script\b[^>]*\bsrc|link rel="(?:modulepreload|stylesheet)"[^>]*\bhref)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  const booted = named
    .filter((file) => /\/boot-[\w-]+\.js$/.test(file))
    .flatMap((file) => {
      const list = read(file).match(/^const files = (\[.*\]);$/m);
      if (!list) throw new Error(`.size-limit.js: no list of files in ${file}`);
      return JSON.parse(list[1]).map((/** @type {string} */ url) => url.slice(1));
    });
  return [page, ...new Set([...named, ...booted])].map((file) => `${dist}/${file}`);
}

export default [
  {
    // Issue 56's ceiling for a first visit on a phone: the sign-in screen and the app's start-up
    // (React, Chakra, the services), without the router or TanStack Query.
    name: '/login, first visit (login.html)',
    path: upFront('login.html'),
    limit: '220 KiB',
    gzip: true,
  },
  {
    // /login's start-up plus the router, TanStack Query, the signed-in shell and the home screen
    // with the gateways its loader calls: 255 KB on 2026-11-29 (240 on 2026-11-28; issue 59's
    // phone shell, skip link, focus handling and form summary added 15); 10 KB for a release of a
    // dependency or a small feature, more is a change to argue in its commit.
    name: '/ signed in (home.html)',
    path: upFront('home.html'),
    limit: '260 KiB',
    gzip: true,
  },
  {
    // The same start-up with the order list, its tabs, filters and the sub-account filter's
    // gateway: 284 KB on 2026-11-29 (268 on 2026-11-28; issue 59's shell and the order card's
    // 拨打, 筛选 sheet and focus handling added 16), the same 10 KB of headroom.
    name: '/order signed in (order.html)',
    path: upFront('order.html'),
    limit: '290 KiB',
    gzip: true,
  },
];
