import { Portal, Toast, Toaster, createToaster } from '@chakra-ui/react';
import type { Notifier } from '../../application/ports/notifier';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

const DURATION = { error: 3000, warning: 3000, success: 2000, info: 3000 } as const;

/**
 * The Notifier port on Chakra toasts. The same message raised twice within a moment (for
 * example by parallel requests) is shown once. A toast raised while React renders or commits
 * (a guard's refusal in an effect, a route's beforeLoad) is created just after it: the toast
 * machine flushes synchronously, which React refuses inside a lifecycle method.
 */
export function createToastNotifier(): Notifier {
  const recent = new Map<string, number>();
  const show = (type: keyof typeof DURATION, title: string, description?: string) => {
    const now = Date.now();
    if ((recent.get(type + title) ?? 0) > now - 1000) return;
    recent.set(type + title, now);
    queueMicrotask(() => toaster.create({ type, title, description, duration: DURATION[type], closable: true }));
  };
  return {
    error: (m) => show('error', m),
    warning: (m) => show('warning', m),
    success: (m, hint) => show('success', m, hint),
    info: (m) => show('info', m),
  };
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <div style={{ flex: 1 }}>
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </div>
            {toast.closable && <Toast.CloseTrigger aria-label="关闭" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
