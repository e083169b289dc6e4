import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

/** The layout every screen behind sign-in renders in (the router's authed route, lazy). */
const SIGNED_IN_SHELL = 'src/ui/features/shell/app-shell.tsx';

/** A gateway a first screen calls as it loads (gateways load on first call: src/di/container.ts). */
const gateway = (name) => `src/adapters/http/http-${name}-gateway.ts`;

/** The home screen in the shell, with what its route's loader asks for while the screen loads. */
const HOME = [SIGNED_IN_SHELL, 'src/ui/routes/home.tsx', 'src/ui/features/home/home-queries.ts', gateway('home'), gateway('order')];

/**
 * The screens merchants open first, the page that serves each (nginx: try_files $uri.html) and
 * the chunks it renders (the shell too), which the page asks for with the entry.
 */
export const FIRST_SCREENS = [
  // path: prerendered for a signed-out first visit (src/prerender.tsx), hydrated by main.tsx.
  // stages: the sign-in screen of a signed-out first visit is hydrated without the router
  // (src/ui/app/sign-in-first.tsx), so the page loads the other stages only. After its own files
  // it prefetches what a sign-in needs next (the post-login steps, the router's stages, the home
  // screen), while the merchant types: a sign-in then waits for its calls, not for 30 files.
  {
    page: 'login.html',
    modules: ['src/ui/app/sign-in-first.tsx'],
    path: '/login',
    stages: ['src/ui/app/mount.ts', 'src/di/start-services.ts', 'src/ui/app/providers.tsx', 'src/ui/app/theme.ts'],
    prefetch: ['src/ui/features/sign-in/post-login-flow.tsx', 'src/ui/app/app-root.tsx', 'src/ui/app/router.tsx', ...HOME],
  },
  // frame: the page draws the signed-in frame until the app's first render (LoadingFrame).
  { page: 'home.html', modules: HOME, frame: true },
  // sub-account: the list's designer filter asks for the sub-accounts as it loads.
  { page: 'order.html', modules: [SIGNED_IN_SHELL, 'src/ui/routes/order.tsx', gateway('order'), gateway('sub-account')], frame: true },
];

/**
 * The start-up stages: modules the entry imports dynamically and awaits before its first render,
 * in the order it evaluates them (src/main.tsx). Each is a chunk of its own (startupGroups), and
 * every page preloads them with the entry (login.html all but the router's two: FIRST_SCREENS).
 * The theme comes before the router's, so that the sign-in screen's start-up, which has no
 * router, evaluates it without them.
 */
export const STARTUP_MODULES = ['src/ui/app/mount.ts', 'src/di/start-services.ts', 'src/ui/app/providers.tsx', 'src/ui/app/theme.ts', 'src/ui/app/app-root.tsx', 'src/ui/app/router.tsx'];

/** The stages a first screen's page loads up front. @param {{ stages?: readonly string[] }} screen */
export const stagesOf = (screen) => screen.stages ?? STARTUP_MODULES;

/** @typedef {{ importedIds: readonly string[], dynamicallyImportedIds: readonly string[] }} StageModuleInfo */
/** @typedef {{ getModuleInfo(id: string): StageModuleInfo | null }} StageContext */

/**
 * Rolldown code-splitting groups for start-up (vite.config.ts): the entry's static imports in one
 * chunk, `app`; each stage in a chunk named after its file, with the modules it reaches that
 * neither the entry nor an earlier stage reaches, so each is evaluated in a task of its own.
 * The `$initial` tag keeps out what only later screens use (startupSet); the priorities, in stage
 * order, keep a shared dependency with the earliest stage that needs it.
 * @param {string} entryId the entry module's resolved path
 * @param {readonly string[]} stages
 */
export function startupGroups(entryId, stages = STARTUP_MODULES) {
  /** @type {WeakMap<object, Map<string, string>>} */
  const passes = new WeakMap();
  /** @param {string} id @param {StageContext} ctx */
  const nameOf = (id, ctx) => {
    const entry = ctx.getModuleInfo(entryId);
    if (!entry) throw new Error(`route-pages: the entry ${entryId} is not in the build`);
    let names = passes.get(entry);
    if (!names) {
      names = stageNames(entry, ctx, stages);
      passes.set(entry, names);
    }
    return names.get(id);
  };
  const labels = ['app', ...stages.map(stageName)];
  return labels.map((label, i) => ({
    name: (/** @type {string} */ id, /** @type {StageContext} */ ctx) => (nameOf(id, ctx) === label ? label : null),
    debugName: label,
    tags: /** @type {['$initial']} */ (['$initial']),
    priority: (labels.length - i) * STAGE_PRIORITY_STEP,
  }));
}

/**
 * The stages' priorities are this far apart, so that a group of the build's own can sit between
 * two stages (vite.config.ts: TanStack's store, which the router's stage and TanStack Form share).
 */
export const STAGE_PRIORITY_STEP = 10;

/** @param {string} module */
const stageName = (module) => module.split('/').pop()?.replace(/\.[^.]+$/, '') ?? module;

/**
 * @param {StageModuleInfo} entry
 * @param {StageContext} ctx
 * @param {readonly string[]} stages
 */
function stageNames(entry, ctx, stages) {
  /** @param {readonly string[]} roots */
  const reach = (roots) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = /** @type {string} */ (stack.pop());
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  /** @type {Map<string, string>} */
  const names = new Map([...reach(entry.importedIds)].map((id) => [id, 'app']));
  for (const stage of stages) {
    const root = entry.dynamicallyImportedIds.find((id) => id.replaceAll('\\', '/').endsWith(stage));
    if (!root) throw new Error(`route-pages: the entry does not import ${stage} dynamically`);
    const name = stageName(stage);
    for (const id of reach([root])) if (!names.has(id)) names.set(id, name);
  }
  return names;
}

/**
 * The problems that would merge stages (routePages fails the build on one): each stage needs a
 * chunk named after it that neither the entry nor an earlier stage loads statically.
 * @param {Record<string, { file: string, name?: string, imports?: string[] }>} manifest
 * @param {readonly string[]} stages
 */
export function stageProblems(manifest, stages = STARTUP_MODULES) {
  /** @param {string} key @param {Set<string>} keys */
  const load = (key, keys = new Set()) => {
    if (keys.has(key) || !manifest[key]) return keys;
    keys.add(key);
    for (const dep of manifest[key].imports ?? []) load(dep, keys);
    return keys;
  };
  const problems = [];
  if (!manifest['index.html']) problems.push('no index.html in the manifest');
  const earlier = load('index.html');
  for (const stage of stages) {
    if (!manifest[stage]) {
      problems.push(`${stage}: not in the build`);
      continue;
    }
    const name = stageName(stage);
    const loaded = load(stage);
    const own = [...loaded].filter((key) => manifest[key].name === name);
    if (own.length === 0) problems.push(`${stage}: no chunk named ${name}`);
    for (const key of own.filter((k) => earlier.has(k))) problems.push(`${stage}: its chunk ${manifest[key].file} is loaded before its turn, by the entry or an earlier stage`);
    for (const key of loaded) earlier.add(key);
  }
  return problems;
}

const STARTUP_SET = '\0merchant:startup-set';

/**
 * A second entry that imports the start-up stages statically, so that Rolldown tags the modules
 * they use `$initial` (what startupGroups captures). Its own chunk is left out of the output;
 * the build fails if another chunk imports it.
 * @returns {import('vite').Plugin}
 */
export function startupSet(stages = STARTUP_MODULES) {
  return {
    name: 'merchant:startup-set',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: STARTUP_SET, name: 'startup-set' });
    },
    resolveId(id) {
      return id === STARTUP_SET ? id : null;
    },
    load(id) {
      if (id !== STARTUP_SET) return null;
      return stages.map((m) => `import ${JSON.stringify(resolve(m))};`).join('\n');
    },
    generateBundle(_options, bundle) {
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk' || item.facadeModuleId !== STARTUP_SET) continue;
        // Had Rolldown put code the app needs into it, leaving it out would break the app.
        const users = Object.values(bundle).filter((c) => c.type === 'chunk' && [...c.imports, ...c.dynamicImports].includes(file));
        if (users.length > 0) throw new Error(`route-pages: ${users.map((c) => c.fileName).join(', ')} import the start-up set's chunk ${file}`);
        delete bundle[file];
      }
    },
  };
}

/** @typedef {{ fileName: string, facadeModuleId: string | null, imports: string[], css: string[] }} ChunkInfo */

/**
 * The files a module's chunk needs, its static imports first: what a page can ask for at once.
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

/** The page's module entry script, which Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;

/**
 * index.html with preload links for the given files, skipping those it already loads.
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
 * The page with a prerendered screen in its root, `inert` until the app has hydrated it (a tap
 * no script answers yet would be lost). Emotion's <Global> styles move to the <head>, where the
 * client's <Global> takes them over by their data-emotion name.
 */
export function withScreen(page, html, path) {
  return inRoot(page, `data-prerendered="${path}" inert`, html);
}

/** The page with the signed-in frame (shell-frame.tsx) in its root, until the app's first render replaces it. */
export function withFrame(page, html) {
  return inRoot(page, 'data-frame', html);
}

/** @param {string} page @param {string} attributes @param {string} html */
function inRoot(page, attributes, html) {
  const globals = html.match(GLOBAL_STYLES) ?? [];
  const body = html.replace(GLOBAL_STYLES, '');
  const root = '<div id="root"></div>';
  if (!page.includes(root)) throw new Error('route-pages: no empty <div id="root"></div> in index.html');
  return page.replace(root, `<div id="root" ${attributes}>${body}</div>`).replace('</head>', `${globals.join('')}</head>`);
}

/** Emotion's inline <Global> styles in prerendered HTML. */
const GLOBAL_STYLES = /<style data-emotion="css-global [^"]*">[^<]*<\/style>/g;

/**
 * A prerendered page's scripts, behind its first paint: the page names a small boot script that
 * imports the entry and adds the preloads once the screen is drawn, then prefetches `later` (what
 * the user's next step needs) at the lowest priority. Returns the page and the boot script's code.
 * @param {string} page @param {string} bootFile @param {readonly string[]} [later]
 */
export function withBootScript(page, bootFile, base = '/', later = []) {
  const entry = page.match(ENTRY_SCRIPT);
  if (!entry) throw new Error('route-pages: no module entry script in the page');
  const preloads = [...page.matchAll(/ *<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g)];
  let html = page.replace(entry[0], '');
  for (const [tag] of preloads) html = html.replace(tag, '');
  html = html.replace('  </head>', `    <script type="module" crossorigin src="${base}${bootFile}"></script>\n  </head>`);
  const code = [
    '// Loads the app once its prerendered screen has been painted (scripts/vite-route-pages.mjs).',
    `const files = ${JSON.stringify(preloads.map((m) => m[1]))};`,
    `const later = ${JSON.stringify(later.map((f) => `${base}${f}`).filter((f) => !preloads.some((m) => m[1] === f)))};`,
    // Each preload link starts its request on the main thread, 0.5-3 ms each on this machine:
    // all at once they made one of the longest tasks of /login (issue 13), so they go in by
    // fours, a task each, behind the entry, whose own request goes first.
    'const preload = (from) => {',
    "  for (const href of files.slice(from, from + 4)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));",
    '  if (from + 4 < files.length) setTimeout(() => preload(from + 4));',
    // What the page may need later, once the user acts: fetched at the lowest priority, not run.
    "  else for (const href of later) document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', crossOrigin: '', href }));",
    '};',
    'const start = () => {',
    `  import(${JSON.stringify(entry[1])});`,
    '  preload(0);',
    '};',
    // A frame callback runs before the next paint; the task it schedules runs after it. A hidden
    // tab paints nothing, so it starts after a short wait instead.
    "if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));",
    'else setTimeout(start, 50);',
    '',
  ].join('\n');
  return { html, code };
}

/**
 * The app's own HTML for a signed-out visit to `path`, or with `--loading-frame` the signed-in
 * frame (scripts/prerender.mjs, its own process).
 */
export function prerendered(path) {
  const run = spawnSync(process.execPath, ['scripts/prerender.mjs', path], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`route-pages: prerendering ${path} failed:\n${run.stderr}`);
  return run.stdout;
}

/**
 * Writes one HTML page per first screen (login.html, home.html, order.html) that asks for its
 * chunks and the start-up stages with the entry, not two round trips after it.
 * @returns {import('vite').Plugin}
 */
export function routePages() {
  return {
    name: 'merchant:route-pages',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      // The start-up stages the entry evaluates one task at a time (src/main.tsx, vite.config.ts).
      const manifest = bundle['.vite/manifest.json'];
      if (manifest?.type !== 'asset') throw new Error('route-pages: the build has no manifest (build.manifest)');
      const problems = stageProblems(JSON.parse(String(manifest.source)));
      if (problems.length > 0) throw new Error(`route-pages: start-up stages out of turn:\n${problems.join('\n')}`);
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
      const plain = readFileSync(join(dir, 'index.html'), 'utf8');
      writeFileSync(join(dir, 'index.html'), withPreloads(plain, merge(STARTUP_MODULES)));
      const frame = FIRST_SCREENS.some((s) => s.frame) ? prerendered('--loading-frame') : '';
      for (const screen of FIRST_SCREENS) {
        const { page, modules, path, frame: framed } = screen;
        const html = withPreloads(withPreloads(plain, merge(stagesOf(screen))), merge(modules));
        if (!path) {
          writeFileSync(join(dir, page), framed ? withFrame(html, frame) : html);
          continue;
        }
        const later = merge(screen.prefetch ?? []).js;
        const draft = withBootScript(html, 'assets/boot.js', '/', later);
        const bootFile = `assets/boot-${createHash('sha256').update(draft.code).digest('base64url').slice(0, 8)}.js`;
        const { html: booted, code } = withBootScript(html, bootFile, '/', later);
        writeFileSync(join(dir, bootFile), code);
        writeFileSync(join(dir, page), withScreen(booted, prerendered(path), path));
      }
    },
  };
}
