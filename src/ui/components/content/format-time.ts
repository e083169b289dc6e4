import { MINUTE_FORMAT, formatTimeAs, type TimePattern } from '../../../domain/common/time-format';
import { toDate } from '../../../domain/content/time';

/** yyyy-MM-dd HH:mm, or '' when the server sent nothing usable. */
export function formatTime(value: number | string | null | undefined, pattern: TimePattern = MINUTE_FORMAT): string {
  const date = toDate(value);
  return date ? formatTimeAs(date, pattern) : '';
}
