import { createRequire } from 'node:module';
import * as acorn from 'acorn';
import MagicString from 'magic-string';
import { COMPILE_HINT } from './vite-compile-hints.mjs';

// eslint-scope is CommonJS.
const eslintScope = createRequire(import.meta.url)('eslint-scope');

/*
 * Chromium (156 here) keeps V8's code cache for an ES module script but never uses it: every
 * visit parses each module again on a background thread, while a classic script's cache is
 * deserialized instead (scripts seen twice; v8.deserializeOnBackground). On / and /order that
 * was 150-220 ms of CPU on every signed-in load, on the same two cores as the page's main
 * thread in the second after the first paint (issue 13).
 *
 * So in a build, each large chunk of start-up becomes two files: a classic script
 * `NAME.classic.js`, which only registers the chunk's code as a function (a factory) under its
 * name, and the chunk itself, now a small module that imports what the chunk imported, calls the
 * factory with the modules it imports, and exports what the factory returns. The code runs when the module is evaluated, in
 * the same order and task as before, so the start-up stages keep their tasks. The pages name the
 * classic scripts, deferred, before their entry (login.html's boot script runs them before it
 * imports the entry: scripts/vite-route-pages.mjs), so the browser parses them as they arrive,
 * off the main thread, and each has run by the time its module is evaluated.
 *
 * Imports stay live: every reference to an imported binding reads the imported module's
 * namespace object. Exports are the values at the end of the chunk's evaluation, so a chunk is
 * left as a module when one of its exported bindings is assigned inside a function (it could
 * change later), when it is in an import cycle of chunks (a module in a cycle can be read
 * before it has run), or when it uses what a classic script cannot (import.meta, top-level
 * await, an export declaration form the bundler does not write).
 */

const NAMESPACE = '__chunkNs';
const EXPORTS = '__chunkExports';
const FACTORY = '__chunkFactory';
const REGISTRY = '__classicChunks';
const identifier = /^[A-Za-z_$][\w$]*$/;
// Names that cannot be declared as a module's own binding.
const RESERVED = new Set(
  'arguments await break case catch class const continue debugger default delete do else enum eval export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(' '),
);

/** The classic companion of a chunk's file. @param {string} fileName */
export const classicFileOf = (fileName) => fileName.replace(/\.js$/, '.classic.js');

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, visit);
    } else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

/** Whether `node` has an await outside any function (top-level await). @param {any} node */
function awaitsAtTopLevel(node) {
  if (!node || typeof node.type !== 'string' || /Function/.test(node.type)) return false;
  if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) return true;
  return Object.values(node).some((v) => (Array.isArray(v) ? v.some(awaitsAtTopLevel) : awaitsAtTopLevel(v)));
}

/** @param {any} scope */
const inFunction = (scope) => {
  for (let s = scope; s; s = s.upper) if (s.type === 'function' || s.type === 'class-field-initializer' || s.type === 'class-static-block') return true;
  return false;
};

/** @param {any} name */
const nameOf = (name) => (name.type === 'Literal' ? String(name.value) : name.name);
/** @param {string} name */
const exportName = (name) => (identifier.test(name) ? name : JSON.stringify(name));

/**
 * The chunk `fileName` (ES module `code`) as a classic script and a module that runs it, or why
 * it stays as it is. `url` is where the page loads the classic script from.
 * @param {string} fileName
 * @param {string} code
 * @param {string} url
 * @returns {{ classic: string, module: string } | { why: string }}
 */
export function classicChunk(fileName, code, url) {
  if (code.includes('import.meta')) return { why: 'import.meta' };
  if (code.includes('__chunk')) return { why: 'it uses a name that starts with __chunk' };
  const ast = /** @type {any} */ (acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', ranges: true }));
  for (const node of ast.body) {
    if (node.type === 'ExportDefaultDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.declaration)) {
      return { why: `it has an ${node.type}` };
    }
  }
  if (awaitsAtTopLevel(ast)) return { why: 'top-level await' };

  const moduleScope = eslintScope.analyze(ast, { ecmaVersion: 2022, sourceType: 'module' }).scopes.find((s) => s.type === 'module');
  const out = new MagicString(code);
  /** @type {Map<string, string>} source -> namespace parameter */
  const namespaces = new Map();
  /** @type {Map<string, { ns: string, name: string, source: string }>} local -> imported binding */
  const imports = new Map();
  const moduleHead = [];
  for (const node of ast.body) {
    if (node.type !== 'ImportDeclaration') continue;
    const source = node.source.value;
    if (node.specifiers.length === 0) moduleHead.push(`import${JSON.stringify(source)};`);
    else if (!namespaces.has(source)) {
      namespaces.set(source, `${NAMESPACE}${namespaces.size}`);
      moduleHead.push(`import*as ${namespaces.get(source)} from${JSON.stringify(source)};`);
    }
    for (const s of node.specifiers) {
      const name = s.type === 'ImportNamespaceSpecifier' ? '*' : s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported);
      imports.set(s.local.name, { ns: /** @type {string} */ (namespaces.get(source)), name, source });
    }
    out.remove(node.start, node.end);
  }
  /** @param {{ ns: string, name: string }} binding */
  const read = ({ ns, name }) => (name === '*' ? ns : identifier.test(name) ? `${ns}.${name}` : `${ns}[${JSON.stringify(name)}]`);

  // Every reference to an imported binding reads the namespace (scope analysis: a parameter or
  // a local of the same name is another binding); `{ a }` becomes `{ a: ns.b }`.
  const shorthand = new Map();
  walk(ast, (node) => {
    if (node.type === 'Property' && node.shorthand) shorthand.set(node.value.start, node);
  });
  for (const variable of moduleScope.variables) {
    const binding = imports.get(variable.name);
    if (!binding) continue;
    for (const { identifier: id } of variable.references) {
      const property = shorthand.get(id.start);
      if (property) out.overwrite(property.start, property.end, `${variable.name}:${read(binding)}`);
      else out.overwrite(id.start, id.end, read(binding));
    }
  }

  /** @type {[string, string][]} exported name, expression in the factory */
  const exported = [];
  for (const node of ast.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const s of node.specifiers) {
      const local = nameOf(s.local);
      const name = nameOf(s.exported);
      if (node.source) {
        moduleHead.push(`export{${exportName(local)} as ${exportName(name)}}from${JSON.stringify(node.source.value)};`);
        continue;
      }
      // An imported binding exported again stays live: the module re-exports it from its source.
      const binding = imports.get(local);
      if (binding) {
        const from = JSON.stringify(binding.source);
        moduleHead.push(binding.name === '*' ? `export*as ${exportName(name)} from${from};` : `export{${exportName(binding.name)} as ${exportName(name)}}from${from};`);
        continue;
      }
      const variable = moduleScope.set.get(local);
      if (!variable) return { why: `it exports ${local}, which it does not declare` };
      if (variable.references.some((/** @type {any} */ r) => r.isWrite() && !r.init && inFunction(r.from))) {
        return { why: `its export ${name} (${local}) is assigned in a function` };
      }
      exported.push([name, local]);
    }
    out.remove(node.start, node.end);
  }

  let body = out.toString();
  const hint = body.startsWith(COMPILE_HINT) ? `${COMPILE_HINT}\n` : '';
  if (hint) body = body.slice(COMPILE_HINT.length);
  const key = JSON.stringify(fileName.replace(/^.*\//, ''));
  // The factory in parentheses: V8 then compiles it as the script arrives, off the main thread,
  // as it compiles a module's top level; a plain function expression would be compiled when first
  // called, on the main thread, in the middle of its start-up stage (cold: +10-20 ms of CPU for
  // the providers' stage at full speed).
  const params = [...namespaces.values()];
  const classic =
    `${hint}"use strict";(self.${REGISTRY}||(self.${REGISTRY}={}))[${key}]=(function(${params.join(',')}){${body}\n` +
    `return{${exported.map(([name, value]) => (name === value ? name : `${identifier.test(name) ? name : JSON.stringify(name)}:${value}`)).join(',')}}});\n`;
  // The factory the page's classic script registered, called with the namespaces the chunk
  // imports (as a plain call: no `this`, as at a module's top level). A script that did not run
  // (it did not arrive) fails the module, and so start-up, whose 重试 loads the page again.
  const load =
    `const ${FACTORY}=(self.${REGISTRY}||{})[${key}];if(!${FACTORY})throw Error(${JSON.stringify(`${url} did not run`)});` +
    `const ${EXPORTS}=${FACTORY}(${params.join(',')});`;
  // `export const { a, b } = ...` where the names can be the module's own; the others by alias.
  const plain = exported.filter(([name]) => identifier.test(name) && !RESERVED.has(name) && !name.startsWith('__chunk'));
  const aliased = exported.filter((e) => !plain.includes(e));
  const exports =
    (plain.length ? `export const{${plain.map(([name]) => name).join(',')}}=${EXPORTS};` : '') +
    (aliased.length
      ? `const{${aliased.map(([name], i) => `${JSON.stringify(name)}:${EXPORTS}${i}`).join(',')}}=${EXPORTS};` +
        `export{${aliased.map(([name], i) => `${EXPORTS}${i} as ${exportName(name)}`).join(',')}};`
      : '');
  return { classic, module: `${moduleHead.join('')}${load}${exports}\n` };
}

/**
 * The chunks in an import cycle of chunks (static imports).
 * @param {{ fileName: string, imports: readonly string[] }[]} chunks
 */
export function chunksInCycles(chunks) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const cyclic = new Set();
  for (const chunk of chunks) {
    const seen = new Set();
    const stack = [...chunk.imports];
    while (stack.length > 0) {
      const file = /** @type {string} */ (stack.pop());
      if (file === chunk.fileName) {
        cyclic.add(file);
        break;
      }
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
  }
  return cyclic;
}

/**
 * Vite plugin (build only): the chunks `chunks(bundle)` names of at least `minBytes` become a
 * classic script and a small module (above). A chunk that cannot is left as it is and said so
 * in the build's log. Only chunks that every page loads before its first render are named
 * (startupChunks in scripts/vite-route-pages.mjs): a module whose evaluation failed stays failed
 * until the page is loaded again, so a classic script that does not arrive must fail start-up,
 * whose 重试 reloads the page, never a screen loaded later, whose retry imports it again.
 * @param {{ minBytes?: number, chunks: (chunks: import('rolldown').OutputChunk[]) => Set<string> }} options
 * @returns {import('vite').Plugin}
 */
export function classicChunks({ minBytes = 16 * 1024, chunks: named }) {
  let base = '/';
  return {
    name: 'merchant:classic-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After Vite's own generateBundle, which writes each dynamic import's list of files to
    // preload where the chunk's code has a marker: moved into a classic script first, the
    // marker would stay there, an undefined name.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = /** @type {import('rolldown').OutputChunk[]} */ (Object.values(bundle).filter((item) => item.type === 'chunk'));
        const wanted = named(chunks);
        const cyclic = chunksInCycles(chunks);
        for (const chunk of chunks) {
          if (!wanted.has(chunk.fileName) || chunk.isEntry || chunk.code.length < minBytes) continue;
          if (cyclic.has(chunk.fileName)) {
            this.info(`${chunk.fileName} stays a module: it is in an import cycle of chunks`);
            continue;
          }
          const fileName = classicFileOf(chunk.fileName);
          const result = classicChunk(chunk.fileName, chunk.code, `${base}${fileName}`);
          if ('why' in result) {
            this.info(`${chunk.fileName} stays a module: ${result.why}`);
            continue;
          }
          chunk.code = result.module;
          this.emitFile({ type: 'asset', fileName, source: result.classic });
        }
      },
    },
  };
}
