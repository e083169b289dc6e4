/**
 * V8's explicit compile hint (Chrome 136 and later): a file whose first line is this comment has
 * every function compiled as the file arrives, on a background thread. Without it V8 compiles a
 * function on the main thread when it is first called, so the first renders after start-up
 * compiled React's functions in the middle of their tasks.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The modules whose chunk carries the hint: React DOM, the largest start-up file, whose
 * functions the first render and commit call by the hundreds (347 of its chunk's 794 as / loads,
 * 78% of their code). Not the other start-up chunks: hinted too, the providers' and the app
 * root's (69% and 53% of their functions run) cut V8's compiling after the first paint further,
 * but no figure of the benchmark moved and /login's LCP leaned later; an earlier try with every
 * stage's chunk made LCP later, the background compile taking the cores the first screen needed.
 */
export const EAGER_MODULES = [/[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/];

/** Whether a chunk holds one of the modules. @param {{ moduleIds: readonly string[] }} chunk @param {readonly RegExp[]} modules */
const holdsAny = (chunk, modules) => chunk.moduleIds.some((id) => modules.some((test) => test.test(id)));

/**
 * Vite plugin (build only): the compile hint on the chunks that hold EAGER_MODULES, as their
 * first line. It is the output's `postBanner`, written after minification (which drops other
 * comments) and before the file's name is hashed from its content, so a file with the hint
 * has another name than the same file without it. Fails the build when one of the modules is in
 * no chunk (React moved its file) or a chunk that holds one does not start with the hint.
 * @param {readonly RegExp[]} [modules]
 * @returns {import('vite').Plugin}
 */
export function compileHints(modules = EAGER_MODULES) {
  return {
    name: 'merchant:compile-hints',
    apply: 'build',
    outputOptions(options) {
      const previous = options.postBanner;
      return {
        ...options,
        postBanner: async (chunk) => {
          const before = (typeof previous === 'function' ? await previous(chunk) : previous) ?? '';
          return holdsAny(chunk, modules) ? `${COMPILE_HINT}\n${before}` : before;
        },
      };
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const missing = modules.filter((test) => !chunks.some((c) => holdsAny(c, [test])));
      if (missing.length > 0) this.error(`compile-hints: no chunk holds ${missing.join(', ')}; check EAGER_MODULES against this version`);
      const without = chunks.filter((c) => holdsAny(c, modules) && !c.code.startsWith(`${COMPILE_HINT}\n`)).map((c) => c.fileName);
      if (without.length > 0) this.error(`compile-hints: ${without.join(', ')} do not start with the hint`);
    },
  };
}
