import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 45: every write of the orders, appeals, messages and wallet screens is a TanStack Query
// mutation around its use case. A write use case is called only inside a `mutationFn:`.
const SCREENS = ['src/ui/features/orders', 'src/ui/features/home', 'src/ui/features/personal/appeal', 'src/ui/features/personal/mailer', 'src/ui/features/personal/wallet'];
const WRITES = ['AcceptOrder', 'RejectOrder', 'FollowOrder', 'UnfollowOrder', 'HideOrder', 'RestoreOrder', 'SubmitFeedback', 'AssignOrders', 'AppealOrder', 'ExportOrders', 'ReadAllMessages', 'OpenMessage'];

const files = SCREENS.flatMap((dir) => readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).map((f) => join(dir, f)));

/** The lines of a file that call a write use case (by the name it was taken under) outside a mutationFn. */
function writesOutsideMutations(source: string): string[] {
  const names = [...source.matchAll(/const (\w+) = useService\((\w+)\)/g)].filter(([, , useCase]) => WRITES.includes(useCase)).map(([, name]) => name);
  return source
    .split('\n')
    .filter((line) => names.some((name) => new RegExp(`\\b${name}\\.(execute|send)\\(`).test(line)) && !line.includes('mutationFn:'));
}

describe('the writes of the orders area', () => {
  it('finds the screens it checks', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s calls write use cases only in a mutationFn', (file) => {
    expect(writesOutsideMutations(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
