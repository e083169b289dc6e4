// The static checks, run side by side by `npm test` (scripts/test-all.mjs) and, in a clone with
// nothing beside it, by scripts/standalone-check.mjs.
import concurrently from 'concurrently';

export const STATIC_CHECKS = [
  { name: 'type check', command: 'npx tsc --noEmit -p tsconfig.json' },
  { name: 'lint', command: 'npx eslint --max-warnings 0 src tests mock-server scripts' },
  { name: 'imports: cycles, declared packages', command: 'npx depcruise src mock-server scripts tests --config .dependency-cruiser.mjs' },
];

const seconds = (timings) => timings.durationSeconds.toFixed(1);

/**
 * Prints a closing line for every command as it ends ("=== NAME: passed in S s ==="), then,
 * when it passed, calls `then` with the command after it.
 */
export function closingLines(commands, then = () => {}) {
  for (const [i, command] of commands.entries()) {
    command.close.subscribe(({ exitCode, timings }) => {
      console.log(exitCode === 0 ? `=== ${command.name}: passed in ${seconds(timings)} s ===` : `=== ${command.name}: FAILED (${exitCode}) ===`);
      if (exitCode === 0 && commands[i + 1]) then(commands[i + 1]);
    });
  }
}

/**
 * Runs `checks` at once, each line of their output prefixed with the check's name; every check
 * runs to its end. Resolves to whether all passed.
 */
export async function runSideBySide(checks, { cwd } = {}) {
  const { commands, result } = concurrently(
    checks.map((c) => ({ ...c, cwd })),
    { prefix: '[{name}]', prefixColors: ['blue', 'magenta', 'cyan', 'yellow'] },
  );
  closingLines(commands);
  return result.then(
    () => true,
    () => false,
  );
}
