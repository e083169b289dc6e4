import { useEffect, useSyncExternalStore } from 'react';
import type { Notifier } from '../../application/ports/notifier';

const DURATION = { error: 3000, warning: 3000, success: 2000, info: 3000 } as const;

type ToasterView = typeof import('./toaster-view');

// The toast machine (zag's toast, dismissable, presence) is not on the first screen's path:
// its chunk starts loading when the root layout first renders and every message waits for it.
// A chunk that does not arrive is asked for again by the next message, and a message that
// cannot wait for it is written in plain DOM (showPlainMessage): with React's lazy, the failed
// load was thrown to the root route's error boundary, which replaced the page, and what was
// typed on it, with 页面出错了, and no message showed for the rest of the page's life.
let view: ToasterView | undefined;
let loading: Promise<ToasterView> | undefined;
const viewListeners = new Set<() => void>();
const loadView = () =>
  (loading ??= import('./toaster-view').then(
    (loaded) => {
      view = loaded;
      for (const listener of viewListeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
const onViewLoaded = (listener: () => void) => {
  viewListeners.add(listener);
  return () => viewListeners.delete(listener);
};

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
    loadView().then(
      async ({ toaster, formatted }) => toaster.create({ type, title: await formatted(title).catch(() => title), description, duration: DURATION[type], closable: true }),
      () => showPlainMessage(type, description ? `${title} ${description}` : title, DURATION[type]),
    );
  };
  return {
    error: (m) => show('error', m),
    warning: (m) => show('warning', m),
    success: (m, hint) => show('success', m, hint),
    info: (m) => show('info', m),
  };
}

/** Where toasts appear; rendered once by the root layout, once the toast machine has arrived. */
export function AppToaster() {
  const loaded = useSyncExternalStore(onViewLoaded, () => view, () => undefined);
  useEffect(() => {
    // Nothing to tell yet: the next message asks for the chunk again.
    loadView().catch(() => undefined);
  }, []);
  return loaded ? <loaded.AppToaster /> : null;
}

/**
 * A message without the toast machine: a line at the top of the page, gone after its duration,
 * drawn by the app's own stylesheet (global.css), announced as an alert or a status.
 */
export function showPlainMessage(type: keyof typeof DURATION, text: string, duration: number, doc: Document = document) {
  let region = doc.querySelector<HTMLElement>('.plain-messages');
  if (!region) {
    region = doc.createElement('div');
    region.className = 'plain-messages';
    doc.body.append(region);
  }
  const line = doc.createElement('div');
  line.className = `plain-message plain-message--${type}`;
  line.setAttribute('role', type === 'error' ? 'alert' : 'status');
  line.textContent = text;
  region.append(line);
  setTimeout(() => line.remove(), duration);
}
