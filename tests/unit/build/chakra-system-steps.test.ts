import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { skipGlobalCss, stepSystem, stepTokenDictionary } from '../../../scripts/vite-chakra-static-css.mjs';
import { appSystemConfigs, createAppSystemInTasks } from '../../../src/ui/app/theme';

// The build runs Chakra's createSystem in phases, one task each (issue 13). Here the two patched
// modules are written next to a copy of the rest of Chakra's styled system and loaded as the
// build would load them, to check that the steps compute what Chakra computes.
const CHAKRA = 'node_modules/@chakra-ui/react/dist/esm';
const COPY = 'node_modules/.cache/chakra-system-steps-test';

type Stepped = typeof createSystem & { inTasks: (next: () => Promise<void>, ...configs: unknown[]) => Promise<SystemContext> };
let patched: Stepped;

beforeAll(async () => {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY, { recursive: true });
  for (const dir of ['styled-system', 'utils']) cpSync(`${CHAKRA}/${dir}`, `${COPY}/${dir}`, { recursive: true });
  writeFileSync(`${COPY}/package.json`, '{"type":"module"}');
  const system = `${COPY}/styled-system/system.js`;
  const dictionary = `${COPY}/styled-system/token-dictionary.js`;
  writeFileSync(system, stepSystem(skipGlobalCss(readFileSync(system, 'utf8'))));
  writeFileSync(dictionary, stepTokenDictionary(readFileSync(dictionary, 'utf8')));
  ({ createSystem: patched } = (await import(/* @vite-ignore */ pathToFileURL(resolve(system)).href)) as { createSystem: Stepped });
});

afterAll(() => rmSync(COPY, { recursive: true, force: true }));

/** What the app reads of a system: its tokens, their variables and the CSS of style props and recipes. */
function fingerprint(system: SystemContext) {
  return {
    tokens: system.tokens.allTokens.map((t) => [t.name, t.value, t.extensions.cssVar?.ref]),
    tokenCss: JSON.stringify(system.getTokenCss()),
    css: JSON.stringify(system.css({ color: 'fg.error', px: '4', _hover: { bg: 'blue.50' }, md: { fontSize: 'lg' } })),
    button: JSON.stringify(system.getRecipeFn('button')({ size: 'xs', variant: 'outline' })),
    breakpoints: system.breakpoints.keys(),
    token: system.token('colors.blue.500'),
  };
}

describe("Chakra's createSystem in tasks (production build)", () => {
  it('awaits the next task between its phases, so none of them is one long task', async () => {
    let tasks = 0;
    const system = await patched.inTasks(async () => {
      tasks += 1;
    }, ...appSystemConfigs());
    expect(tasks).toBeGreaterThanOrEqual(8);
    expect(system.$$chakra).toBe(true);
  });

  it('builds the same system as Chakra unpatched, in tasks or at once', async () => {
    const expected = fingerprint(createSystem(...appSystemConfigs()));
    expect(fingerprint(await patched.inTasks(async () => {}, ...appSystemConfigs()))).toEqual(expected);
    expect(fingerprint(patched(...appSystemConfigs()))).toEqual(expected);
  });

  it('still leaves out the global CSS the build writes as a stylesheet', async () => {
    expect((await patched.inTasks(async () => {}, ...appSystemConfigs()))._global).toEqual([]);
  });

  it('fails the build when a Chakra upgrade changes what it patches', () => {
    expect(() => stepSystem('function createSystem(config) {}')).toThrow(/not found/);
    expect(() => stepTokenDictionary('function createTokenDictionary(options) {}')).toThrow(/not found/);
  });

  it('builds the system at once where Chakra runs unpatched (dev server, tests)', async () => {
    let tasks = 0;
    const system = await createAppSystemInTasks(async () => {
      tasks += 1;
    });
    expect(tasks).toBe(0);
    expect(system.token('colors.blue.500')).toBe(createSystem(...appSystemConfigs()).token('colors.blue.500'));
  });
});
