import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 57: src/ui has a direction, app → routes → features/<area> → components → platform
 * (docs/decisions/ui-direction.md), and a feature folder does not import another one. The lint
 * (eslint.config.js, boundaries/dependencies) refuses any other import: here a file in each
 * place, linted as if it stood there, imports what it may and what it may not.
 */
const ROOT = join(__dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });
/** The first lint loads the config and its plugins: seconds on a busy machine. */
const LINT_TIMEOUT = 60_000;

async function refusals(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const importing = (specifier: string) => `import * as m from '${specifier}';\nexport const probe = m;\n`;

describe('the direction inside src/ui', () => {
  it.each([
    ['a component importing the app', 'src/ui/components/probe.ts', importing('../app/router')],
    ['shared glue importing a component', 'src/ui/platform/probe.ts', importing('../components/loading-spinner')],
    ['a route importing the app', 'src/ui/routes/probe.tsx', importing('../app/personal-routes')],
    ['a feature importing a route', 'src/ui/features/home/probe.ts', importing('../../routes/order')],
    ['a feature importing another feature', 'src/ui/features/home/probe.ts', importing('../orders/order-row')],
    ['a feature loading another feature lazily', 'src/ui/features/home/probe.ts', "export const probe = () => import('../orders/order-dialogs');\n"],
    ['a feature re-exporting another feature', 'src/ui/features/personal/wallet/probe.ts', "export { QaBlock } from '../../home/qa-block';\n"],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await refusals(filePath, code)).toHaveLength(1);
  }, LINT_TIMEOUT);

  it.each([
    ['the app importing a route and a feature', 'src/ui/app/probe.ts', `${importing('../routes/home')}export { PersonalLayout } from '../features/personal/shell/personal-layout';\n`],
    ['a route importing a feature', 'src/ui/routes/probe.tsx', importing('../features/orders/order-row')],
    ['a feature importing its own files, components and shared glue', 'src/ui/features/personal/wallet/probe.ts', `${importing('../shell/personal-layout')}export { LoadingSpinner } from '../../../components/loading-spinner';\nexport { useService } from '../../../platform/container-context';\n`],
    ['a component importing shared glue', 'src/ui/components/probe.ts', importing('../platform/query-client')],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  }, LINT_TIMEOUT);
});
