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
// (`prebuiltGlobalCss`, set in src/ui/app/theme.ts). It also cuts createSystem into phases that
// start-up runs one task at a time (stepSystem, below). The dev server and the tests do not use
// the plugin, so they build the CSS at start-up, and the system at once, as before.

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const TOKEN_DICTIONARY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;
const THEME_INDEX = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/;
const THEME_CONFIG = 'const defaultThemeConfig = defineConfig(';
const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** Chakra's system.js with the global CSS left out when the config says it is prebuilt. */
export function skipGlobalCss(code) {
  return edit(code, 'system.js', [
    [GLOBAL_LINE, `const _global = config.prebuiltGlobalCss ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];`],
  ]);
}

/**
 * Chakra's theme index builds `defaultThemeConfig` (every recipe of every component) with a
 * call the bundler must keep, so importing only the recipes in use from it shipped all 70 (114
 * KB). The call only returns its argument: marked pure, it goes when unused.
 */
export function pureThemeConfig(code) {
  return edit(code, 'theme/index.js', [[THEME_CONFIG, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(']]);
}

const CHAKRA_ANATOMY = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/;
const ZAG_ANATOMY = /@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs$/;
const ANATOMY_LINE = /^(var|const) ([\w$]+) = (?=createAnatomy\(|[\w$]+\.build\(\)|[\w$]+\.extendWith\()/gm;

/**
 * Chakra's anatomy module and Zag's (one per component) build every component's anatomy, and
 * Zag's its parts' selectors, as they are evaluated: calls the bundler must keep, so the
 * anatomies of 21 components the app never renders (the accordion, the date picker, the menu...)
 * shipped on every first screen and were built in the providers' stage. The calls only compute
 * their value: marked pure, an unused one goes (-0.9 KB gzip on /login, / and /order; issue 13).
 */
export function pureAnatomies(code, file = 'anatomy module') {
  let count = 0;
  const marked = code.replace(ANATOMY_LINE, (_, kind, name) => {
    count += 1;
    return `${kind} ${name} = /* @__PURE__ */ `;
  });
  if (count === 0) throw new Error(`chakra-static-css: no anatomy call found in ${file}; check the plugin against this Chakra version`);
  return marked;
}

/** Replaces each `from` of `edits` (which must each occur once) in `code`, or fails the build. */
function edit(code, file, edits) {
  for (const [from, to] of edits) {
    if (code.split(from).length !== 2) {
      throw new Error(`chakra-static-css: "${from.split('\n')[0]}" not found once in Chakra's ${file}; check the plugin against this Chakra version`);
    }
    code = code.replace(from, () => to);
  }
  return code;
}

/*
 * createSystem (its token dictionary above all) was the longest single task of start-up: 150-200
 * ms at 4x CPU throttling on /order, in traces of the production build (issue 13). These two
 * edits turn it into steps without changing what it computes: createSystemSteps and
 * createTokenDictionarySteps are generators that yield between phases (merge the configs; the
 * tokens; the semantic tokens; the pre middlewares; the pre transforms; the references; the post
 * transforms; the views; breakpoints, conditions and utilities; the rest). createSystem runs the
 * steps at once as before, and createSystem.inTasks(nextTask, ...configs) awaits nextTask()
 * between them, so each phase is a task of its own (src/ui/app/theme.ts, main.tsx). The dev
 * server and the tests run Chakra unpatched; createAppSystemInTasks then builds it at once.
 */

/** Chakra's token-dictionary.js with createTokenDictionarySteps, a generator of its phases. */
export function stepTokenDictionary(code) {
  return edit(code, 'token-dictionary.js', [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
    ['  function registerTokens() {', '  function* registerTokens() {'],
    ['      { stop: isToken }\n    );\n    walkObject(\n      semanticTokens,', '      { stop: isToken }\n    );\n    yield;\n    walkObject(\n      semanticTokens,'],
    [
      `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`,
      `  function* build() {
    applyMiddlewares("pre");
    yield;
    applyTransforms("pre");
    yield;
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    yield;
    applyMiddlewares("post");
    applyTransforms("post");
    yield;
    setupViews();
  }`,
    ],
    [
      `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}`,
      `  yield* registerTokens();
  yield;
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield* build();
  return dictionary;
}
function createTokenDictionary(options) {
  return runSteps(createTokenDictionarySteps(options));
}
/** Runs a generator of phases to its end at once. */
function runSteps(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}`,
    ],
    ['export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionary, createTokenDictionarySteps, runSteps, tokenCategories };'],
  ]);
}

/** Chakra's system.js with createSystemSteps, a generator of its phases, and createSystem.inTasks. */
export function stepSystem(code) {
  return edit(code, 'system.js', [
    ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps, runSteps } from './token-dictionary.js';"],
    [
      `function createSystem(...configs) {
  const config = mergeConfigs(...configs);`,
      `function* createSystemSteps(...configs) {
  const config = mergeConfigs(...configs);
  yield;`,
    ],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
    ['  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);', '  yield;\n  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);'],
    ['  function assignComposition() {', '  yield;\n  function assignComposition() {'],
    [
      'export { createSystem, isValidSystem };',
      `function createSystem(...configs) {
  return runSteps(createSystemSteps(...configs));
}
createSystem.inTasks = async (nextTask, ...configs) => {
  const steps = createSystemSteps(...configs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTask();
  }
};
export { createSystem, isValidSystem };`,
    ],
  ]);
}

/** The CSS that <ChakraProvider> would insert for a system: its cascade layers, then _global. */
export function globalCssOf(system) {
  const { styles } = serializeStyles([system._global], {});
  const css = serialize(compile(styles), middleware([prefixer, stringify]));
  return `${system.layers.atRule}\n${css}\n`;
}

/** The Chakra modules the plugin patches, by the name its errors give them. */
const PATCHED = [
  ['styled-system/system.js', SYSTEM_MODULE, (code) => stepSystem(skipGlobalCss(code))],
  ['styled-system/token-dictionary.js', TOKEN_DICTIONARY_MODULE, stepTokenDictionary],
  ['theme/index.js', THEME_INDEX, pureThemeConfig],
  ['anatomy.js', CHAKRA_ANATOMY, (code) => pureAnatomies(code, "Chakra's anatomy.js")],
  ["Zag's *.anatomy.mjs", ZAG_ANATOMY, (code) => pureAnatomies(code, "a Zag anatomy module")],
];

/** @returns {import('vite').Plugin} */
export function chakraStaticCss({ themeModule = './src/ui/app/app-system.ts' } = {}) {
  let fileName = '';
  // A patch whose module never comes through the build (Chakra moved a file) would fail
  // silently: the app would still work, but build its global CSS and its system at once again.
  let patched = new Set();
  return {
    name: 'merchant:chakra-static-css',
    apply: 'build',
    transform(code, id) {
      const match = PATCHED.find(([, test]) => test.test(id));
      if (!match) return null;
      patched.add(match[0]);
      return { code: match[2](code), map: null };
    },
    buildEnd(error) {
      const missing = PATCHED.map(([name]) => name).filter((name) => !patched.has(name));
      if (!error && missing.length) {
        this.error(`chakra-static-css: Chakra's ${missing.join(', ')} did not come through the build; check the plugin against this Chakra version`);
      }
    },
    async buildStart() {
      patched = new Set();
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
