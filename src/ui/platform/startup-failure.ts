/** What a page that failed to load says: the routes' error boundary (RouteError) and a failed start-up. */
export const PAGE_FAILURE = {
  heading: '页面出错了',
  text: '抱歉，页面加载失败，请稍后重试。',
  retry: '重试',
} as const;

/**
 * Replaces what the page drew before the app (the signed-in frame's 加载中…, the prerendered
 * login form, inert until the app answers it) with the failure and a retry, when start-up fails:
 * a chunk that does not arrive (a flaky network, a deploy that removed it), a stage that throws.
 * Plain DOM styled by the app's own stylesheet (global.css), since Chakra or React may be what
 * failed to load. The retry loads the page again, and so does the browser coming back online.
 */
export function showStartupFailure(root: HTMLElement, error: unknown, win: Window = window) {
  console.error(error);
  const doc = root.ownerDocument;
  const box = doc.createElement('section');
  box.className = 'startup-failure';
  box.setAttribute('role', 'alert');
  const heading = doc.createElement('h2');
  heading.textContent = PAGE_FAILURE.heading;
  const text = doc.createElement('p');
  text.textContent = PAGE_FAILURE.text;
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = PAGE_FAILURE.retry;
  retry.addEventListener('click', () => win.location.reload());
  whenBackOnline(win, () => win.location.reload());
  box.append(heading, text, retry);
  root.removeAttribute('inert');
  root.removeAttribute('data-frame');
  root.removeAttribute('data-prerendered');
  root.replaceChildren(box);
}

/** Calls `then` once, when the browser next comes back online; returns what stops the waiting. */
export function whenBackOnline(win: Window, then: () => void): () => void {
  const listener = () => then();
  win.addEventListener('online', listener, { once: true });
  return () => win.removeEventListener('online', listener);
}

/**
 * A failure the user has been told about in the screen's own words (a part of the screen whose
 * chunk did not arrive: src/ui/components/lazy-part.tsx), which the error boundary that caught it
 * shows in the part's place. The app's root does not log it as an error.
 */
export class ToldFailure extends Error {}

/**
 * The options of the app's React root: an error no route's boundary catches (in the providers,
 * above the router) makes React 19 unmount the whole app, which left the page blank; the page
 * shows the failure and the retry instead. React has removed its tree by the time it calls this.
 * An error a boundary caught is logged as React does (console.error), unless the user has been
 * told about it (ToldFailure): a chunk lost on a flaky network is not an error of the app.
 */
export function rootErrorOptions(root: HTMLElement, win: Window = window) {
  return {
    onUncaughtError: (error: unknown) => showStartupFailure(root, error, win),
    onCaughtError: (error: unknown) => {
      if (!(error instanceof ToldFailure)) console.error(error);
    },
  };
}
