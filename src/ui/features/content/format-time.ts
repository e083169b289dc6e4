import { format } from 'date-fns';
import { toDate } from '../../../domain/content/time';

/** yyyy-MM-dd HH:mm, or '' when the server sent nothing usable. */
export function formatTime(value: number | string | null | undefined, pattern = 'yyyy-MM-dd HH:mm'): string {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
}
