import { Suspense, lazy } from 'react';
import type { Notifier } from '../../application/ports/notifier';

const DURATION = { error: 3000, warning: 3000, success: 2000, info: 3000 } as const;

// The toast machine (zag's toast, dismissable, presence) is not on the first screen's path:
// its chunk starts loading when the root layout first renders and every message waits for it.
const loadView = () => import('./toaster-view');
const View = lazy(loadView);

/**
 * The Notifier port on Chakra toasts. The same message raised twice within a moment (for
 * example by parallel requests) is shown once. Messages are shown in the order raised, always
 * after the current render or commit: the toast machine flushes synchronously, which React
 * refuses inside a lifecycle method (a guard's refusal in an effect, a route's beforeLoad).
 */
export function createToastNotifier(): Notifier {
  const recent = new Map<string, number>();
  const show = (type: keyof typeof DURATION, title: string, description?: string) => {
    const now = Date.now();
    if ((recent.get(type + title) ?? 0) > now - 1000) return;
    recent.set(type + title, now);
    void loadView().then(({ toaster }) =>
      toaster.create({ type, title, description, duration: DURATION[type], closable: true }),
    );
  };
  return {
    error: (m) => show('error', m),
    warning: (m) => show('warning', m),
    success: (m, hint) => show('success', m, hint),
    info: (m) => show('info', m),
  };
}

/** Where toasts appear; rendered once by the root layout. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
