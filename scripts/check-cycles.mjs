// Import cycles in src/ (the architecture's `import/no-cycle`). eslint-plugin-import-x needs
// unrs-resolver, whose other-platform bindings the registry mirror here lacks, which makes
// `npm ci` refuse the lock file; this check needs only TypeScript's parser.
// Static value imports count; `import type` and dynamic import() (lazy chunks) do not.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve('src');
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(p);
  }
})(root);

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

function valueImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out = [];
  for (const node of source.statements) {
    const isImport = ts.isImportDeclaration(node);
    const isExport = ts.isExportDeclaration(node) && node.moduleSpecifier;
    if (!isImport && !isExport) continue;
    if (isImport && node.importClause?.isTypeOnly) continue;
    if (isImport && node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)
      && !node.importClause.name && node.importClause.namedBindings.elements.length > 0
      && node.importClause.namedBindings.elements.every((e) => e.isTypeOnly)) continue;
    if (isExport && node.isTypeOnly) continue;
    const spec = node.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    const target = resolveImport(file, spec);
    if (target) out.push(target);
  }
  return out;
}

const graph = new Map(files.map((f) => [f, valueImports(f)]));
const state = new Map();
const stack = [];
const cycles = [];
function visit(node) {
  state.set(node, 'open');
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(node, 'done');
}
for (const f of files) if (!state.has(f)) visit(f);

if (cycles.length) {
  for (const c of cycles) console.error(`import cycle: ${c.map((f) => relative('.', f)).join(' -> ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${files.length} files under src/`);
