import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../src/ui/app/app-system';
import { UNUSED_PALETTES } from '../../src/ui/app/theme';

/** Chakra components and the recipe (r:) or slot recipe (s:) each needs to be styled. */
const NEEDS: Record<string, string[]> = {
  Alert: ['s:alert'],
  Badge: ['r:badge'],
  Button: ['r:button'],
  IconButton: ['r:button'],
  CloseButton: ['r:button'],
  Checkbox: ['s:checkbox', 'r:checkmark'],
  Dialog: ['s:dialog'],
  Drawer: ['s:drawer'],
  Field: ['s:field'],
  Fieldset: ['s:fieldset'],
  Heading: ['r:heading'],
  Input: ['r:input'],
  InputAddon: ['r:inputAddon'],
  Link: ['r:link'],
  List: ['s:list'],
  NativeSelect: ['s:nativeSelect'],
  Progress: ['s:progress'],
  RadioGroup: ['s:radioGroup', 'r:radiomark'],
  Skeleton: ['r:skeleton'],
  Spinner: ['r:spinner'],
  Tabs: ['s:tabs'],
  Table: ['s:table'],
  Textarea: ['r:textarea'],
  Toast: ['s:toast'],
  Toaster: ['s:toast'],
};
/** Layout and utility exports that have no recipe. */
const NO_RECIPE = new Set([
  'Box', 'Flex', 'Group', 'HStack', 'VStack', 'Stack', 'Image', 'Portal', 'SimpleGrid', 'Spacer', 'Text', 'Wrap',
  'Grid', 'GridItem', 'Center', 'Span', 'VisuallyHidden', 'chakra', 'ChakraProvider', 'createToaster',
  'createSystem', 'defineConfig', 'defaultBaseConfig', 'useDisclosure',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
      for (const raw of m[1].split(',')) {
        // A type-only name (SpinnerProps) renders nothing and needs no recipe.
        if (/^\s*type\s/.test(raw)) continue;
        const name = raw.trim().split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
  }
  return names;
}

describe('the app theme', () => {
  it('has a recipe for every Chakra component the app imports', () => {
    const missing: string[] = [];
    for (const name of chakraImports()) {
      if (NO_RECIPE.has(name)) continue;
      const needs = NEEDS[name];
      if (!needs) {
        missing.push(`${name}: unknown here; add it to NEEDS (and its recipe to src/ui/app/theme.ts)`);
        continue;
      }
      for (const need of needs) {
        const [kind, key] = need.split(':');
        const present = kind === 's' ? appSystem.isSlotRecipe(key) : appSystem.isRecipe(key);
        if (!present) missing.push(`${name}: recipe ${key} is not in the app system`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('never falls back to the default system', () => {
    const users = sourceFiles('src').filter((f) => /\bdefaultSystem\b/.test(readFileSync(f, 'utf8')));
    expect(users).toEqual([]);
  });
});

describe('the colour palettes', () => {
  const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

  it('the app names only palettes the system has', () => {
    const named = new Set<string>();
    const palette = new RegExp(`['"\\s{](${PALETTES.join('|')})(?:\\.\\d{2,3})?['"]`, 'g');
    for (const file of sourceFiles('src')) {
      if (file.endsWith('theme.ts')) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(palette)) named.add(m[1]);
    }
    expect([...named].filter((p) => UNUSED_PALETTES.includes(p))).toEqual([]);
    for (const p of named) expect(appSystem.token(`colors.${p}.500`), p).toBeTruthy();
    // The palettes of the badges, buttons and messages are all there.
    expect([...named].sort()).toEqual(expect.arrayContaining(['blue', 'gray', 'green', 'orange', 'red', 'yellow']));
  });

  it('leaves out the palettes the app never names', () => {
    for (const p of UNUSED_PALETTES) {
      expect(appSystem.token(`colors.${p}.500`)).toBeUndefined();
      expect(appSystem.token(`colors.${p}.solid`)).toBeUndefined();
    }
    expect(appSystem.token('colors.blue.solid')).toBeTruthy();
  });
});
