import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The editor is a lazy chunk (issue 3): nothing under rich-text-editor/ may be reachable by
 * static imports from what / and /login load first (the entry, the router, the login and home
 * routes). Dynamic import() is how the editor must be reached.
 */
const EDITOR_DIR = path.resolve('src/ui/components/rich-text-editor');
const STARTS = ['src/main.tsx', 'src/ui/app/router.tsx', 'src/ui/routes/login.tsx', 'src/ui/routes/home.tsx'];
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // packages
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  return null;
}

function staticGraph(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = starts.map((s) => path.resolve(s)).filter((s) => existsSync(s));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      // Type-only imports vanish from the JavaScript.
      if (/^\s*(import|export)\s+type\s/.test(match[0].trim())) continue;
      const next = resolve(file, match[1]);
      if (next) queue.push(next);
    }
  }
  return seen;
}

describe('rich-text editor chunk', () => {
  it('is not statically reachable from the entry, router, login or home', () => {
    const graph = staticGraph(STARTS);
    expect(graph.size).toBeGreaterThan(3);
    expect([...graph].filter((f) => f.startsWith(EDITOR_DIR))).toEqual([]);
  });
});
