import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

/**
 * The project's bad-input replay (tests/unit/mock/bad-input/replay.mjs over cases.mjs beside it, its own
 * in-process mock server) as part of the unit step: every malformed request to the sign-in,
 * order, content and personal-centre write routes gets a 4xx {code,msg,data} envelope or a
 * business refusal, never a 500 or a non-JSON answer, and nothing malformed is stored.
 */
it('the bad-input replay finds no 500, no non-JSON answer, no stored garbage and no accepted bad input', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['tests/unit/mock/bad-input/replay.mjs'], { cwd: process.cwd(), env: { ...process.env, BAD_INPUT_DEBUG: '' } });
  const count = (name: string) => Number(new RegExp(`${name}\\s*│\\s*(\\d+)`).exec(stdout)?.[1]);
  expect(count('requests')).toBeGreaterThan(1000);
  expect({ errors500: count('errors500'), notJson: count('notJson'), storedGarbage: count('storedGarbage'), accepted: count('accepted') }).toEqual({
    errors500: 0,
    notJson: 0,
    storedGarbage: 0,
    accepted: 0,
  });
}, 120_000);
