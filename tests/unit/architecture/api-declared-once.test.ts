import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API is declared once, in a neutral module (docs/decisions/api-declared-once.md): the mock
 * (the stand-in backend) takes the declarations from contracts/api and never the client's HTTP
 * adapter; contracts/api itself imports neither side; the OpenAPI generator reads the
 * declarations, not the mock's Express internals or its functions' source.
 */
const root = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|mts|tsx)$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** Every module a file imports (static, dynamic or re-exported), as a path from the repository's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import\(?)\s*'(\.[^']+)'/g)].map(([, spec]) => relative(root, resolve(dirname(join(root, file)), spec)));
}

const reaching = (dirs: string[], forbidden: string[]) =>
  dirs.flatMap(sources).flatMap((file) => importsOf(file).filter((target) => forbidden.some((f) => target.startsWith(f))).map((target) => `${file} -> ${target}`));

describe('the API declared once', () => {
  it('the mock server imports nothing from the client adapters (src/adapters)', () => {
    expect(reaching(['mock-server'], ['src/adapters'])).toEqual([]);
  });

  it('contracts/api imports neither the mock nor the app beyond its domain', () => {
    expect(reaching(['contracts/api'], ['mock-server', 'src/adapters', 'src/application', 'src/ui', 'src/di'])).toEqual([]);
  });

  it('the OpenAPI generator reads the declarations, not Express internals or function source', () => {
    const generator = sources('scripts/openapi').map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
    expect(generator).not.toMatch(/_router|\.toString\(\)|createMockServer|mock-server/);
    expect(generator).toMatch(/contracts\/api/);
  });
});
