import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkFiles, withPreloads } from '../../../scripts/vite-route-pages.mjs';
import { globalCssOf, pureThemeConfig, skipGlobalCss } from '../../../scripts/vite-chakra-static-css.mjs';
import { appSystem } from '../../../src/ui/app/theme';

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

describe('Chakra global CSS at build time', () => {
  it("makes Chakra's system.js skip the global CSS only when the config says it is prebuilt", () => {
    const source = readFileSync('node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', 'utf8');
    const patched = skipGlobalCss(source);
    expect(patched).not.toBe(source);
    expect(patched).toContain('config.prebuiltGlobalCss ? [] :');
  });

  it('fails the build when a Chakra upgrade changes a line it patches', () => {
    expect(() => skipGlobalCss('const _global = build();')).toThrow(/not found/);
    expect(() => pureThemeConfig('const theme = defineConfig({});')).toThrow(/not found/);
  });

  it("marks the theme index's defaultThemeConfig pure, so unused recipes are dropped", () => {
    const source = readFileSync('node_modules/@chakra-ui/react/dist/esm/theme/index.js', 'utf8');
    expect(pureThemeConfig(source)).toContain('const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
  });

  it('writes the cascade layers, the reset and one variable per token, as <ChakraProvider> would', () => {
    // Unpatched here (tests do not run the plugin): the theme's _global is built as usual.
    expect(appSystem._global.length).toBeGreaterThan(0);
    const css = globalCssOf(appSystem);
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-blue-500:');
    expect(css).toContain('--chakra-colors-fg-error:');
    expect(css).toMatch(/@layer reset\{[^}]*html\{/);
  });
});
