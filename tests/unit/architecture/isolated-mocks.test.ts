import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_COMPONENT_TESTS } from '../../isolated-tests';

/**
 * The unit and components projects keep one module graph per worker from file to file
 * (isolate: false): a module mock or a stubbed global there reaches every file that runs after it
 * in the same worker. A test file that replaces one runs in the isolated project instead.
 */
const root = join(import.meta.dirname, '../../..');
const REPLACES = /\bvi\.(mock|doMock|stubGlobal)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.browser.test.tsx'))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

describe('module mocks and stubbed globals run isolated', () => {
  it('every unit or jsdom test file that replaces a module or a global is in the isolated project', () => {
    const replacing = [...testFiles('tests/unit'), ...testFiles('tests/components')].filter(
      (file) => file !== relative(root, import.meta.filename) && REPLACES.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(replacing.filter((file) => !MOCKING_COMPONENT_TESTS.includes(file))).toEqual([]);
  });
});
