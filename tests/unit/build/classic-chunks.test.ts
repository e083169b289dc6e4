import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInThisContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunksInCycles, classicChunk, classicFileOf } from '../../../scripts/vite-classic-chunks.mjs';
import { startupChunks, withBootScript, withPreloads } from '../../../scripts/vite-route-pages.mjs';

const importChunk = (url: string) => import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;

/** A chunk the bundler could have written: imports used under shadowing names, shorthand, a namespace, re-exports. */
const DEPENDENCY = `export let counter = 0; export function bump() { counter += 1; } export default 'dep-default'; export const odd = 'odd';`;
const CHUNK = [
  `import dep, { counter as e, bump as t } from "./dep.js";`,
  `import * as n from "./dep.js";`,
  `import "./side.js";`,
  // a parameter and a local of the imported names are other bindings
  `function r(e) { return e * 2; }`,
  `function i() { const t = 'local'; return t; }`,
  `const o = () => ({ e, dep });`,
  `let a; a = 'set at the top level';`,
  `var s = this;`,
  `export { r as double, r as default, a as "late name", i as local, o as shorthand, e as liveCounter, t as bump, n as ns, a as late, s as topThis };`,
  `export { odd as "odd name" } from "./dep.js";`,
].join('\n');

describe('classic chunks: a chunk as a classic script and a module that runs it', () => {
  let dir = '';
  let classic = '';
  const saved = (globalThis as Record<string, unknown>).self;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'classic-chunks-'));
    writeFileSync(join(dir, 'dep.js'), DEPENDENCY);
    writeFileSync(join(dir, 'side.js'), `globalThis.__sideEffects = (globalThis.__sideEffects ?? 0) + 1;`);
    const result = classicChunk('assets/chunk.js', CHUNK, '/assets/chunk.classic.js');
    if ('why' in result) throw new Error(result.why);
    writeFileSync(join(dir, 'chunk.js'), result.module);
    writeFileSync(join(dir, 'lonely.js'), result.module.replaceAll('"chunk.js"', '"lonely.js"'));
    classic = result.classic;
    Object.assign(globalThis, { self: globalThis });
  });

  afterAll(() => {
    Object.assign(globalThis, { self: saved });
    delete (globalThis as Record<string, unknown>).__classicChunks;
    delete (globalThis as Record<string, unknown>).__sideEffects;
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails a module whose classic script did not run, saying which', async () => {
    await expect(importChunk(pathToFileURL(join(dir, 'lonely.js')).href)).rejects.toThrow('/assets/chunk.classic.js did not run');
  });

  it('exports what the module exported, with its imports live and its own names untouched', async () => {
    // What the page does first: runs the classic script, which only registers the chunk's code.
    runInThisContext(classic);
    const chunk = await importChunk(pathToFileURL(join(dir, 'chunk.js')).href);
    expect((chunk.double as (x: number) => number)(21)).toBe(42);
    expect((chunk.local as () => string)()).toBe('local');
    expect((chunk.shorthand as () => unknown)()).toEqual({ e: 0, dep: 'dep-default' });
    expect(chunk.late).toBe('set at the top level');
    expect((chunk.default as (x: number) => number)(2)).toBe(4);
    expect(chunk['late name']).toBe('set at the top level');
    expect(chunk.topThis).toBeUndefined();
    expect(chunk['odd name']).toBe('odd');
    expect((chunk.ns as Record<string, unknown>).odd).toBe('odd');
    expect((globalThis as Record<string, unknown>).__sideEffects).toBe(1);
    // An imported binding is read where it is used, as an ES module reads it.
    expect(chunk.liveCounter).toBe(0);
    (chunk.bump as () => void)();
    expect((chunk.shorthand as () => { e: number }).call(null).e).toBe(1);
    // and an imported binding the chunk exports again is the imported module's own.
    expect(chunk.liveCounter).toBe(1);
  });

  it('keeps the compile hint on the first line of the classic script', () => {
    const result = classicChunk('react.js', `//# allFunctionsCalledOnLoad\nfunction f() {} export { f };`, '/assets/react.classic.js');
    expect('classic' in result && result.classic.startsWith('//# allFunctionsCalledOnLoad\n"use strict";')).toBe(true);
    expect('module' in result && result.module).toContain('/assets/react.classic.js did not run');
  });

  it('leaves a chunk as a module when a classic script could change what it means', () => {
    expect(classicChunk('a.js', `let x = 1; function set() { x = 2; } export { x, set };`, 'a.classic.js')).toEqual({ why: 'its export x (x) is assigned in a function' });
    expect(classicChunk('b.js', `export const url = import.meta.url;`, 'b.classic.js')).toEqual({ why: 'import.meta' });
    expect(classicChunk('c.js', `const x = await Promise.resolve(1); export { x };`, 'c.classic.js')).toEqual({ why: 'top-level await' });
    expect(classicChunk('d.js', `export default function () {}`, 'd.classic.js')).toEqual({ why: 'it has an ExportDefaultDeclaration' });
  });

  it('finds the chunks in import cycles', () => {
    const cycles = chunksInCycles([
      { fileName: 'a.js', imports: ['b.js'] },
      { fileName: 'b.js', imports: ['a.js'] },
      { fileName: 'c.js', imports: ['a.js'] },
    ]);
    expect([...cycles].sort()).toEqual(['a.js', 'b.js']);
  });
});

describe('classic chunks: the pages run the classic scripts before their entry', () => {
  const INDEX = '<head>\n    <script type="module" crossorigin src="/assets/app.js"></script>\n  </head>';

  it('names a chunk’s classic script, deferred, before the entry, and preloads its module', () => {
    const html = withPreloads(INDEX, { js: ['assets/react.js', 'assets/small.js'], css: [] }, '/', new Set(['assets/react.js']));
    expect(html).toContain('<script defer src="/assets/react.classic.js"></script>\n    <script type="module" crossorigin src="/assets/app.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
    expect(html).not.toContain('small.classic.js');
    // asked again (the screen's chunks after the stages), nothing is named twice
    expect(withPreloads(html, { js: ['assets/react.js'], css: [] }, '/', new Set(['assets/react.js']))).toBe(html);
    expect(classicFileOf('assets/react-AbC.js')).toBe('assets/react-AbC.classic.js');
  });

  it('has the boot script of a prerendered page run the classic scripts before it imports the entry', () => {
    const page = withPreloads(INDEX, { js: ['assets/react.js'], css: [] }, '/', new Set(['assets/react.js']));
    const { html, code } = withBootScript(page, 'assets/boot.js', '/');
    expect(html).not.toContain('react');
    expect(code).toContain('const classic = ["/assets/react.classic.js"];');
    expect(code).toContain('const files = ["/assets/react.js"];');
    expect(code).toContain('const entry = () => import("/assets/app.js");');
    expect(code).toContain('else Promise.all(classic.map(ran)).then(entry);');
  });

  it('names the start-up stages every page evaluates before its first render, with their imports, and nothing a screen loads later', () => {
    const chunk = (fileName: string, module: string | null, imports: string[] = []) => ({ fileName, facadeModuleId: module && `/w/${module}`, imports });
    const files = startupChunks([
      chunk('assets/mount.js', 'src/ui/app/mount.ts', ['assets/runtime.js']),
      chunk('assets/runtime.js', null),
      chunk('assets/start-services.js', 'src/di/start-services.ts'),
      chunk('assets/providers.js', 'src/ui/app/providers.tsx'),
      chunk('assets/theme.js', 'src/ui/app/theme.ts'),
      // login.html loads these two when the user leaves the sign-in screen
      chunk('assets/app-root.js', 'src/ui/app/app-root.tsx'),
      chunk('assets/router.js', 'src/ui/app/router.tsx'),
      chunk('assets/order.js', 'src/ui/routes/order.tsx'),
    ]);
    expect([...files].sort()).toEqual(['assets/mount.js', 'assets/providers.js', 'assets/runtime.js', 'assets/start-services.js', 'assets/theme.js']);
  });
});
