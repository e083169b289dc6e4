import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { tsImport } from 'tsx/esm/api';

// Chakra's createSystem builds its global CSS (reset, global styles and one CSS variable per
// token: 35 KB) at every start, and emotion then serializes and inserts it: about 15% of the
// start-up work on a throttled phone (issue 13). In a build this plugin writes that CSS once,
// as a stylesheet the HTML links, and makes createSystem skip it when the config asks
// (`prebuiltGlobalCss`, set in src/ui/app/theme.ts). The dev server and the tests do not use
// the plugin, so they build the CSS at start-up as before.

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const THEME_INDEX = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/;
const THEME_CONFIG = 'const defaultThemeConfig = defineConfig(';
const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** Chakra's system.js with the global CSS left out when the config says it is prebuilt. */
export function skipGlobalCss(code) {
  if (!code.includes(GLOBAL_LINE)) {
    throw new Error(`chakra-static-css: "${GLOBAL_LINE}" not found in Chakra's system.js; check the plugin against this Chakra version`);
  }
  return code.replace(GLOBAL_LINE, `const _global = config.prebuiltGlobalCss ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];`);
}

/**
 * Chakra's theme index builds `defaultThemeConfig` (every recipe of every component) with a
 * call the bundler must keep, so importing only the recipes in use from it shipped all 70 (114
 * KB). The call only returns its argument: marked pure, it goes when unused.
 */
export function pureThemeConfig(code) {
  if (!code.includes(THEME_CONFIG)) {
    throw new Error(`chakra-static-css: "${THEME_CONFIG}" not found in Chakra's theme/index.js; check the plugin against this Chakra version`);
  }
  return code.replace(THEME_CONFIG, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
}

/** The CSS that <ChakraProvider> would insert for a system: its cascade layers, then _global. */
export function globalCssOf(system) {
  const { styles } = serializeStyles([system._global], {});
  const css = serialize(compile(styles), middleware([prefixer, stringify]));
  return `${system.layers.atRule}\n${css}\n`;
}

/** @returns {import('vite').Plugin} */
export function chakraStaticCss({ themeModule = './src/ui/app/app-system.ts' } = {}) {
  let fileName = '';
  return {
    name: 'merchant:chakra-static-css',
    apply: 'build',
    transform(code, id) {
      if (SYSTEM_MODULE.test(id)) return { code: skipGlobalCss(code), map: null };
      if (THEME_INDEX.test(id)) return { code: pureThemeConfig(code), map: null };
      return null;
    },
    async buildStart() {
      // Node loads the theme with Chakra untouched, so _global is built here as the browser would.
      const { appSystem } = await tsImport(pathToFileURL(resolve(themeModule)).href, import.meta.url);
      if (!appSystem._config.prebuiltGlobalCss) throw new Error('chakra-static-css: the theme does not set prebuiltGlobalCss');
      const source = globalCssOf(appSystem);
      fileName = `assets/chakra-global-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' }],
    },
  };
}
