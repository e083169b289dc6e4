// Prints the prerendered HTML of a signed-out first visit to /login, the sign-in screen without
// the router, which the browser hydrates as it is (src/prerender.tsx, src/ui/app/sign-in-first.tsx):
//   node scripts/prerender.mjs /login
// or, with --loading-frame, the signed-in frame that home.html and order.html draw first.
// Run by the build (scripts/vite-route-pages.mjs).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const path = process.argv[2];
if (!path?.startsWith('/') && path !== '--loading-frame') {
  console.error('usage: node scripts/prerender.mjs /path|--loading-frame');
  process.exit(2);
}
const { prerender, prerenderLoadingFrame } = await tsImport(pathToFileURL(resolve('src/prerender.tsx')).href, import.meta.url);
process.stdout.write(await (path === '--loading-frame' ? prerenderLoadingFrame() : prerender(path)));
