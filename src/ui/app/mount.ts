import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { rootErrorOptions } from '../platform/startup-failure';

/**
 * React, the first start-up stage (src/main.tsx): the entry imports React here, not statically,
 * so that when React's chunk does not arrive the entry is still running and says so
 * (showStartupFailure); statically imported, its failure stopped the entry before any of its
 * code ran and left the page as it was drawn, the frame's 加载中… or the inert login form.
 *
 * Renders the app into `element`. A prerendered screen the app does not show (login.html on a
 * signed-in visit, redirected home) is replaced at once. The signed-in frame of home.html and
 * order.html (data-frame) stays on the screen until the first render replaces it: React empties
 * the root when it commits that render. The first render is a transition, so React yields
 * between components.
 */
export function mountApp<P extends object>(element: HTMLElement, App: ComponentType<P>, props: P): Root {
  if (element.dataset.prerendered) {
    element.replaceChildren();
    element.removeAttribute('inert');
  }
  const root = createRoot(element, rootErrorOptions(element));
  renderApp(root, App, props);
  return root;
}

/**
 * Hydrates the screen the page was drawn with (login.html's sign-in screen: src/ui/app/sign-in-first.tsx).
 * In a transition it is time-sliced like a first render; outside one, React hydrates the whole
 * tree in one task.
 */
export function hydrateApp<P extends object>(element: HTMLElement, App: ComponentType<P>, props: P): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(element, createElement(App, props), rootErrorOptions(element));
  });
  return root!;
}

/** Renders `App` into a root in place of what it shows (the sign-in screen handing over to the app). */
export function renderApp<P extends object>(root: Root, App: ComponentType<P>, props: P) {
  startTransition(() => root.render(createElement(App, props)));
}
