import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The screens merchants open first, and the page that serves each (nginx: try_files $uri.html). */
export const FIRST_SCREENS = [
  { page: 'login.html', module: 'src/ui/routes/login.tsx' },
  { page: 'home.html', module: 'src/ui/routes/home.tsx' },
  { page: 'order.html', module: 'src/ui/routes/order.tsx' },
];

/** Loaded by the entry before its first render (a dynamic import it awaits). */
export const STARTUP_MODULES = ['src/ui/app/theme.ts'];

/** @typedef {{ fileName: string, facadeModuleId: string | null, imports: string[], css: string[] }} ChunkInfo */

/**
 * The files a module's chunk needs, its static imports first: what a page can ask for at once
 * instead of discovering them one round trip at a time after the entry has run.
 */
/**
 * @param {ChunkInfo[]} chunks
 * @param {string} module
 * @returns {{ js: string[], css: string[] }}
 */
export function chunkFiles(chunks, module) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const root = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
  if (!root) throw new Error(`route-pages: no chunk for ${module}`);
  const js = [];
  const css = [];
  /** @param {ChunkInfo} chunk */
  const visit = (chunk) => {
    if (js.includes(chunk.fileName)) return;
    for (const dep of chunk.imports) {
      const c = byFile.get(dep);
      if (c) visit(c);
    }
    js.push(chunk.fileName);
    for (const file of chunk.css) if (!css.includes(file)) css.push(file);
  };
  visit(root);
  return { js, css };
}

/** index.html with preload links for the given files, skipping those it already loads. */
/**
 * @param {string} html
 * @param {{ js: string[], css: string[] }} files
 */
export function withPreloads(html, files, base = '/') {
  const links = [
    ...files.css.filter((f) => !html.includes(`${base}${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
    ...files.js.filter((f) => !html.includes(`${base}${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
  ];
  if (links.length === 0) return html;
  return html.replace('  </head>', `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * Writes one HTML page per first screen (login.html, home.html, order.html) that asks for the
 * screen's route chunk together with the entry, and makes every page ask for the theme chunk
 * the entry awaits. Without it the route chunk was found only after the entry had downloaded
 * and run: two more round trips on a slow network before anything was drawn.
 */
/** @returns {import('vite').Plugin} */
export function routePages() {
  return {
    name: 'merchant:route-pages',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [{ fileName: item.fileName, facadeModuleId: item.facadeModuleId, imports: item.imports, css: [...(item.viteMetadata?.importedCss ?? [])] }]
          : [],
      );
      /** @param {readonly string[]} modules */
      const merge = (modules) => {
        const all = modules.map((m) => chunkFiles(chunks, m));
        return { js: [...new Set(all.flatMap((f) => f.js))], css: [...new Set(all.flatMap((f) => f.css))] };
      };
      const index = withPreloads(readFileSync(join(dir, 'index.html'), 'utf8'), merge(STARTUP_MODULES));
      writeFileSync(join(dir, 'index.html'), index);
      for (const { page, module } of FIRST_SCREENS) writeFileSync(join(dir, page), withPreloads(index, merge([module])));
    },
  };
}
