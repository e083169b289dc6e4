import type { Notifier } from '../../src/application/ports/notifier';

/** Keeps every notice so tests can assert what the user was told. */
export class RecordingNotifier implements Notifier {
  readonly notices: { level: 'error' | 'warning' | 'success' | 'info'; message: string; hint?: string }[] = [];
  error = (message: string) => void this.notices.push({ level: 'error', message });
  warning = (message: string) => void this.notices.push({ level: 'warning', message });
  success = (message: string, hint?: string) => void this.notices.push({ level: 'success', message, hint });
  info = (message: string) => void this.notices.push({ level: 'info', message });
  messages = (level?: string) => this.notices.filter((n) => !level || n.level === level).map((n) => n.message);
}
