import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 45: every write of the security screens, registration and account retrieval is a
// TanStack Query mutation around its use case. A write use case is called only inside a
// `mutationFn:`. (/login's sign-in forms are not here: TanStack Query is not on that page.)
const SCREENS = ['src/ui/features/personal/security', 'src/ui/features/register', 'src/ui/features/find-account'];
const WRITES = [
  'ChangePasswordInSettings', 'ChangePasswordBySms', 'VerifyOldPhone', 'BindNewPhone', 'Deregister', 'UnbindWechat',
  'SendBoundPhoneCode', 'SendSmsCode', 'SignOut', 'Register', 'ApplyForAccount',
];

const files = SCREENS.flatMap((dir) => readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).map((f) => join(dir, f)));

/** The lines of a file that call a write use case (by the name it was taken under) outside a mutationFn. */
function writesOutsideMutations(source: string): string[] {
  const names = [...source.matchAll(/const (\w+) = useService\((\w+)\)/g)].filter(([, , useCase]) => WRITES.includes(useCase)).map(([, name]) => name);
  return source
    .split('\n')
    .filter((line) => names.some((name) => new RegExp(`\\b${name}\\.execute\\(`).test(line)) && !line.includes('mutationFn:'));
}

describe('the writes of the account and security screens', () => {
  it('finds the screens it checks', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files)('%s calls write use cases only in a mutationFn', (file) => {
    expect(writesOutsideMutations(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
