import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as stub from '../../../src/ui/components/form/form-groups.production';

// A production build replaces TanStack Form's form groups with a module that throws
// (vite.config.ts, withoutFormGroups). That is safe only while the app uses no form group, and while
// TanStack Form reaches the groups through these files and names alone.
describe("a production build's TanStack Form form groups", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );

  it('are used by no source file', () => {
    const users = files('src')
      .filter((file) => !file.endsWith('form-groups.production.tsx'))
      .filter((file) => /\b(FormGroup|useFormGroup|FormGroupApi)\b/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });

  it('are imported by TanStack Form under the names the stand-in exports', () => {
    const reactForm = join('node_modules', '@tanstack', 'react-form', 'dist', 'esm');
    const imported = new Set(
      readdirSync(reactForm)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) =>
          [...readFileSync(join(reactForm, file), 'utf8').matchAll(/import \{([^}]*)\} from "\.\/useFormGroup\.js"/g)].flatMap((m) =>
            m[1].split(',').map((name) => name.trim()),
          ),
        ),
    );
    expect([...imported].sort()).toEqual(['FormGroup', 'useFormGroup']);
    for (const name of imported) expect(typeof (stub as Record<string, unknown>)[name]).toBe('function');
  });

  it('throw when used, naming why', () => {
    expect(() => stub.useFormGroup()).toThrow(/withoutFormGroups/);
  });
});
