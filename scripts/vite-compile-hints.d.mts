import type { Plugin } from 'vite';

export const COMPILE_HINT: '//# allFunctionsCalledOnLoad';
export const EAGER_MODULES: readonly RegExp[];
export function compileHints(modules?: readonly RegExp[]): Plugin;
