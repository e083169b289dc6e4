/** User-facing notices (toasts). The UI implements it; use cases and adapters only call it. */
export interface Notifier {
  error(message: string): void;
  warning(message: string): void;
  success(message: string, hint?: string): void;
  info(message: string): void;
}
