import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DAY_FORMAT, MINUTE_FORMAT, MONTH_FORMAT, SECOND_FORMAT, formatDay, formatTimeAs } from '../../../src/domain/common/time-format';

describe('the numeric date and time patterns', () => {
  const at = new Date(2025, 0, 5, 7, 8, 9);

  it('write what the lists, filters and the wire show', () => {
    expect(formatDay(at)).toBe('2025-01-05');
    expect(formatTimeAs(at, MINUTE_FORMAT)).toBe('2025-01-05 07:08');
    expect(formatTimeAs(at, SECOND_FORMAT)).toBe('2025-01-05 07:08:09');
    expect(formatTimeAs(at, MONTH_FORMAT)).toBe('2025-01');
    expect(formatTimeAs(at, 'yyyyMMddHHmm')).toBe('202501050708');
  });

  it("read as date-fns' format writes them", () => {
    for (const pattern of [DAY_FORMAT, MINUTE_FORMAT, SECOND_FORMAT, MONTH_FORMAT, 'yyyyMMddHHmm'] as const)
      expect(formatTimeAs(at, pattern)).toBe(format(at, pattern));
  });

  // `format` brings its default English locale and every token's formatter (about 3 KB of gzip)
  // to each first screen that shows a date; only a promotion's 活动时间 writes words.
  it("are not written with date-fns' format outside a promotion's period text", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const users = files('src').filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'date-fns'/g)].some((m) =>
        m[1].split(',').some((name) => name.trim() === 'format'),
      ),
    );
    expect(users).toEqual([join('src', 'domain', 'promotion', 'promotion-dates.ts')]);
  });
});
