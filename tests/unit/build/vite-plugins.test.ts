import { describe, expect, it } from 'vitest';
import {
  chunkFiles,
  prerendered,
  stageProblems,
  startupGroups,
  startupSet,
  withBootScript,
  withPreloads,
  withFrame,
  withScreen,
  type StageModuleInfo,
} from '../../../scripts/vite-route-pages.mjs';

const chunks = [
  { fileName: 'assets/app.js', facadeModuleId: null, imports: [], css: ['assets/app.css'] },
  { fileName: 'assets/input.js', facadeModuleId: null, imports: ['assets/app.js'], css: [] },
  { fileName: 'assets/login.js', facadeModuleId: '/w/src/ui/routes/login.tsx', imports: ['assets/app.js', 'assets/input.js'], css: ['assets/login.css'] },
];
const INDEX = '<head>\n    <script type="module" src="/assets/app.js"></script>\n    <link rel="stylesheet" href="/assets/app.css">\n  </head>';

describe('route pages: a first screen asks for its chunks with the entry', () => {
  it('lists a route chunk with every chunk it imports, dependencies first', () => {
    expect(chunkFiles(chunks, 'src/ui/routes/login.tsx')).toEqual({
      js: ['assets/app.js', 'assets/input.js', 'assets/login.js'],
      css: ['assets/app.css', 'assets/login.css'],
    });
  });

  it('adds preload links for what the page does not load yet, and only those', () => {
    const html = withPreloads(INDEX, chunkFiles(chunks, 'src/ui/routes/login.tsx'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/input.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login.css">');
    expect(html.match(/assets\/app\.js/g)).toHaveLength(1);
    expect(html.indexOf('login.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a screen whose chunk the build does not have', () => {
    expect(() => chunkFiles(chunks, 'src/ui/routes/gone.tsx')).toThrow(/no chunk/);
  });
});

describe('a prerendered first screen', () => {
  const page = '<head></head><body><div id="root"></div></body>';
  const html =
    '<style data-emotion="css-global ad1">@layer reset,base,tokens,recipes;</style><style data-emotion="css 1x">.css-1x{color:red}</style><main class="css-1x">商家登录</main>';

  it('goes inside the root, marked with its path and inert until the app hydrates it', () => {
    const out = withScreen(page, html, '/login');
    expect(out).toContain('<div id="root" data-prerendered="/login" inert><style data-emotion="css 1x">');
    expect(out).toContain('<main class="css-1x">商家登录</main></div>');
  });

  it("moves emotion's global styles to the head, where the client's <Global> takes them over", () => {
    const out = withScreen(page, html, '/login');
    expect(out).toContain('<head><style data-emotion="css-global ad1">@layer reset,base,tokens,recipes;</style>');
    expect(out.split('css-global')).toHaveLength(2);
    expect(out.indexOf('css-global')).toBeLessThan(out.indexOf('<body>'));
  });

  it('refuses a page without an empty root to fill', () => {
    expect(() => withScreen('<div id="app"></div>', html, '/login')).toThrow(/root/);
  });
});

describe('the signed-in frame of the first screens behind sign-in', () => {
  const page = '<head></head><body><div id="root"></div></body>';
  const html =
    '<style data-emotion="css-global ad1">@layer reset,base,tokens,recipes;</style><style data-emotion="css 1x">.css-1x{color:red}</style><header class="css-1x">商家中心</header>';

  it('goes inside the root, marked as the frame, its global styles in the head, and not inert (nothing in it answers)', () => {
    const out = withFrame(page, html);
    expect(out).toContain('<div id="root" data-frame><style data-emotion="css 1x">');
    expect(out.indexOf('css-global')).toBeLessThan(out.indexOf('<body>'));
    expect(out).not.toContain('inert');
    expect(() => withFrame('<div id="app"></div>', html)).toThrow(/root/);
  });

  it('is the app bar with the app\'s name and a loading status, styled, with nothing to click and no script', { timeout: 60_000 }, () => {
    const frame = prerendered('--loading-frame');
    expect(frame).toMatch(/<header class="css-[\w-]+">/);
    expect(frame).toMatch(/<p class="css-[\w-]+">商家中心<\/p>/);
    expect(frame).toMatch(/role="status"[^>]*>.*加载中…/s);
    expect(frame).toMatch(/<style data-emotion="css [\w-]+">/);
    expect(frame).not.toMatch(/<(a|button|input|nav|script)\b/);
  });
});

describe("the app's own prerender of /login", () => {
  // One prerender for the tests that read it: each starts Node and loads the app's modules (7-11 s here).
  let login: string | undefined;
  const loginHtml = () => (login ??= prerendered('/login'));

  it('is the signed-out login screen with its styles, and no script', { timeout: 60_000 }, () => {
    const html = loginHtml();
    for (const text of ['商家登录', '快捷登录', '账号登录', '找回账号', '注册']) expect(html).toContain(text);
    // The captcha's place with its text: the largest text of the screen, drawn with the page.
    expect(html).toMatch(/class="captcha-pending[^"]*">点击进行智能验证</);
    expect(html).toMatch(/<style data-emotion="css [\w-]+">/);
    expect(html).not.toContain('<script');
  });

  it('is the sign-in screen without the router: its links are plain links to their paths', { timeout: 60_000 }, () => {
    const html = loginHtml();
    expect(html).toMatch(/<a href="\/find-account" class="text-link">找回账号<\/a>/);
    expect(html).toMatch(/<a href="\/register" class="text-link">注册<\/a>/);
  });

  it('refuses another path: only the sign-in screen is hydrated without the router', { timeout: 60_000 }, () => {
    expect(() => prerendered('/order')).toThrow(/only the sign-in screen/);
  });
});

describe("a prerendered page's scripts wait for its first paint", () => {
  const page = withPreloads(
    '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>',
    chunkFiles(chunks, 'src/ui/routes/login.tsx'),
  );

  it('names only the boot script, which preloads every chunk and imports the entry', () => {
    const { html, code } = withBootScript(page, 'assets/boot-1.js');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/index.js');
    expect(code).toContain('["/assets/app.js","/assets/input.js","/assets/login.js"]');
    expect(code).toContain('import("/assets/index.js")');
  });

  /** Runs the boot code with recorded frames, tasks (queued, run by `drain`), preloads and imports. */
  function boot(code: string, visibilityState: string) {
    const order: string[] = [];
    const tasks: (() => void)[] = [];
    const head = { append: (l: { href: string; rel: string }) => order.push(`${l.rel === 'modulepreload' ? 'preload' : l.rel} ${l.href}`) };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'importEntry', code.replace(/import\(/, 'importEntry('))(
      { visibilityState, head, createElement: () => ({}) },
      (frame: () => void) => {
        order.push('frame');
        frame();
      },
      (task: () => void) => tasks.push(task),
      (entry: string) => order.push(`import ${entry}`),
    );
    const drain = () => {
      while (tasks.length) {
        order.push('task');
        tasks.shift()!();
      }
    };
    return { order, drain };
  }

  it('starts the app only after a frame has been painted (or at once when the tab is hidden)', () => {
    const { code } = withBootScript(page, 'assets/boot-1.js');
    const visible = boot(code, 'visible');
    expect(visible.order).toEqual(['frame']);
    visible.drain();
    expect(visible.order).toEqual(['frame', 'task', 'import /assets/index.js', 'preload /assets/app.js', 'preload /assets/input.js', 'preload /assets/login.js']);
    const hidden = boot(code, 'hidden');
    hidden.drain();
    expect(hidden.order).toEqual(['task', 'import /assets/index.js', 'preload /assets/app.js', 'preload /assets/input.js', 'preload /assets/login.js']);
  });

  it('prefetches the files the page may need later after its preloads, without importing them', () => {
    const { code } = withBootScript(page, 'assets/boot-1.js', '/', ['assets/router.js', 'assets/login.js']);
    const run = boot(code, 'hidden');
    run.drain();
    // login.js is preloaded already; the router's file is prefetched once the preloads are in.
    expect(run.order).toEqual(['task', 'import /assets/index.js', 'preload /assets/app.js', 'preload /assets/input.js', 'preload /assets/login.js', 'prefetch /assets/router.js']);
  });

  it('adds the preloads four per task, so starting their requests is never one long task', () => {
    const many = page.replace('</head>', Array.from({ length: 7 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/extra-${i}.js">\n`).join('') + '</head>');
    const { code } = withBootScript(many, 'assets/boot-1.js');
    const run = boot(code, 'hidden');
    run.drain();
    const perTask = run.order.join(',').split('task').slice(1).map((t) => t.split(',').filter((s) => s.startsWith('preload')).length);
    expect(perTask).toEqual([4, 4, 2]);
  });

  it('refuses a page without a module entry', () => {
    expect(() => withBootScript('<head></head>', 'assets/boot-1.js')).toThrow(/entry/);
  });
});

describe('start-up stages: a chunk each, evaluated one after another', () => {
  // main imports react statically, then the stages services, providers and router dynamically
  // (and a lazy screen). Both later stages use `shared`, which services does not reach;
  // providers reaches `box` through an index module, and router reaches react too.
  const graph: Record<string, StageModuleInfo> = {
    '/w/src/main.tsx': { importedIds: ['/w/nm/react.js'], dynamicallyImportedIds: ['/w/src/services.ts', '/w/src/providers.tsx', '/w/src/router.tsx', '/w/src/lazy.tsx'] },
    '/w/nm/react.js': { importedIds: [], dynamicallyImportedIds: [] },
    '/w/src/services.ts': { importedIds: ['/w/nm/inversify.js'], dynamicallyImportedIds: [] },
    '/w/nm/inversify.js': { importedIds: [], dynamicallyImportedIds: [] },
    '/w/src/providers.tsx': { importedIds: ['/w/src/shared.ts', '/w/nm/ui/index.js'], dynamicallyImportedIds: [] },
    '/w/nm/ui/index.js': { importedIds: ['/w/nm/ui/box.js'], dynamicallyImportedIds: [] },
    '/w/nm/ui/box.js': { importedIds: ['/w/nm/react.js'], dynamicallyImportedIds: [] },
    '/w/src/shared.ts': { importedIds: ['/w/nm/inversify.js'], dynamicallyImportedIds: [] },
    '/w/src/router.tsx': { importedIds: ['/w/src/shared.ts', '/w/src/routes.ts', '/w/nm/react.js'], dynamicallyImportedIds: [] },
    '/w/src/routes.ts': { importedIds: [], dynamicallyImportedIds: ['/w/src/lazy.tsx'] },
    '/w/src/lazy.tsx': { importedIds: ['/w/src/lazy-only.ts'], dynamicallyImportedIds: [] },
    '/w/src/lazy-only.ts': { importedIds: [], dynamicallyImportedIds: [] },
  };
  const ctx = { getModuleInfo: (id: string) => graph[id] ?? null };
  const stages = ['src/services.ts', 'src/providers.tsx', 'src/router.tsx'];
  const chunkOf = (id: string) =>
    startupGroups('/w/src/main.tsx', stages)
      .map((group) => group.name(id, ctx))
      .filter(Boolean);

  it("puts a module in the chunk of the first stage that reaches it, and the entry's own imports in app", () => {
    expect(chunkOf('/w/nm/react.js')).toEqual(['app']);
    expect(chunkOf('/w/src/services.ts')).toEqual(['services']);
    expect(chunkOf('/w/nm/inversify.js')).toEqual(['services']);
    expect(chunkOf('/w/src/shared.ts')).toEqual(['providers']);
    expect(chunkOf('/w/nm/ui/box.js')).toEqual(['providers']);
    expect(chunkOf('/w/src/router.tsx')).toEqual(['router']);
    expect(chunkOf('/w/src/routes.ts')).toEqual(['router']);
  });

  it('leaves the entry and what only lazy screens load to the default splitting, and takes only modules start-up uses', () => {
    expect(chunkOf('/w/src/lazy.tsx')).toEqual([]);
    expect(chunkOf('/w/src/lazy-only.ts')).toEqual([]);
    expect(chunkOf('/w/src/main.tsx')).toEqual([]);
    for (const group of startupGroups('/w/src/main.tsx', stages)) expect(group.tags).toEqual(['$initial']);
  });

  it('gives earlier stages the higher priority, so a group never takes a dependency an earlier stage needs', () => {
    const groups = startupGroups('/w/src/main.tsx', stages);
    expect(groups.map((g) => g.debugName)).toEqual(['app', 'services', 'providers', 'router']);
    expect(groups.map((g) => g.priority)).toEqual([40, 30, 20, 10]);
  });

  it('refuses a stage the entry does not import dynamically', () => {
    expect(() => startupGroups('/w/src/main.tsx', ['src/gone.ts'])[0].name('/w/nm/react.js', ctx)).toThrow(/does not import src\/gone\.ts/);
  });

  const manifest = {
    'index.html': { file: 'assets/index.js', name: 'index', imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js', name: 'app' },
    'src/services.ts': { file: 'assets/services-f.js', name: 'services', imports: ['_services.js'] },
    '_services.js': { file: 'assets/services.js', name: 'services', imports: ['_app.js'] },
    'src/providers.tsx': { file: 'assets/providers-f.js', name: 'providers', imports: ['_providers.js'] },
    '_providers.js': { file: 'assets/providers.js', name: 'providers', imports: ['_services.js', '_app.js'] },
    'src/router.tsx': { file: 'assets/router.js', name: 'router', imports: ['_providers.js'] },
  };

  it('accepts a build whose stages load earlier stages only', () => {
    expect(stageProblems(manifest, stages)).toEqual([]);
  });

  it("finds stage chunks the entry loads statically: they would be evaluated in the entry's task", () => {
    const entryLoadsProviders = { ...manifest, 'index.html': { ...manifest['index.html'], imports: ['_app.js', '_providers.js'] } };
    expect(stageProblems(entryLoadsProviders, stages)).toEqual([
      'src/services.ts: its chunk assets/services.js is loaded before its turn, by the entry or an earlier stage',
      'src/providers.tsx: its chunk assets/providers.js is loaded before its turn, by the entry or an earlier stage',
    ]);
  });

  it('finds a stage that loads a later one, and a stage without a chunk of its own', () => {
    const servicesLoadRouter = { ...manifest, '_services.js': { ...manifest['_services.js'], imports: ['_app.js', 'src/router.tsx'] } };
    expect(stageProblems(servicesLoadRouter, stages)).toContain('src/router.tsx: its chunk assets/router.js is loaded before its turn, by the entry or an earlier stage');
    const merged = { ...manifest, 'src/router.tsx': { file: 'assets/app.js', name: 'app' } };
    expect(stageProblems(merged, stages)).toEqual(['src/router.tsx: no chunk named router']);
    expect(stageProblems({ 'index.html': manifest['index.html'] }, ['src/router.tsx'])).toEqual(['src/router.tsx: not in the build']);
  });
});

describe('the start-up set: a second entry that only tags the stages', () => {
  const plugin = startupSet(['src/ui/app/router.tsx']);
  const id = '\0merchant:startup-set';
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({ type: 'chunk', fileName, facadeModuleId, imports, dynamicImports: [] });
  const generateBundle = (bundle: Record<string, unknown>) => (plugin.generateBundle as unknown as (o: unknown, b: Record<string, unknown>) => void)({}, bundle);

  it('imports each stage statically, by its path', () => {
    const load = plugin.load as unknown as (id: string) => string | null;
    expect(load(id)).toMatch(/^import ".*[\\/]src[\\/]ui[\\/]app[\\/]router\.tsx";$/);
    expect(load('/w/src/main.tsx')).toBeNull();
  });

  it('leaves its own chunk out of the output', () => {
    const bundle = { 'assets/startup-set.js': chunk('assets/startup-set.js', id, ['assets/router.js']), 'assets/router.js': chunk('assets/router.js', '/w/src/ui/app/router.tsx') };
    generateBundle(bundle);
    expect(Object.keys(bundle)).toEqual(['assets/router.js']);
  });

  it('fails the build when another chunk imports it', () => {
    const bundle = { 'assets/startup-set.js': chunk('assets/startup-set.js', id), 'assets/router.js': chunk('assets/router.js', '/w/src/ui/app/router.tsx', ['assets/startup-set.js']) };
    expect(() => generateBundle(bundle)).toThrow(/assets\/router\.js import the start-up set's chunk/);
  });
});
