// Prints the prerendered HTML of a signed-out first visit to a path (src/prerender.tsx):
//   node --conditions=development scripts/prerender.mjs /login
// or, with --loading-frame, the signed-in frame that home.html and order.html draw first.
// Run by the build (scripts/vite-route-pages.mjs). The "development" condition makes TanStack
// Router decide server or browser at run time, as the browser bundle does, so the prerendered
// tree is the one the browser hydrates (its server build renders a different tree).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const path = process.argv[2];
if (!path?.startsWith('/') && path !== '--loading-frame') {
  console.error('usage: node --conditions=development scripts/prerender.mjs /path|--loading-frame');
  process.exit(2);
}
// The router in browser mode reads window.origin when it has one; "null" is the opaque origin.
globalThis.window ??= { origin: 'null' };
const { prerender, prerenderLoadingFrame } = await tsImport(pathToFileURL(resolve('src/prerender.tsx')).href, import.meta.url);
process.stdout.write(await (path === '--loading-frame' ? prerenderLoadingFrame() : prerender(path)));
