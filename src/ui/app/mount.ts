import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { rootErrorOptions } from './startup-failure';

/**
 * React, the first start-up stage (src/main.tsx): the entry imports React here, not statically,
 * so that when React's chunk does not arrive the entry is still running and says so
 * (showStartupFailure); statically imported, its failure stopped the entry before any of its
 * code ran and left the page as it was drawn, the frame's 加载中… or the inert login form.
 *
 * Renders the app into `element`. A page prerendered at build time (login.html: a signed-out
 * first visit) is hydrated when the router stayed on its path; otherwise (a signed-in visit
 * redirected home) it is replaced at once. The signed-in frame of home.html and order.html
 * (data-frame) stays on the screen until the first render replaces it: React empties the root
 * when it commits that render. Hydration in a transition is time-sliced like the first render
 * (outside one, React hydrates the whole tree in one task).
 */
export function mountApp<P extends object>(element: HTMLElement, App: ComponentType<P>, props: P, pathname: string) {
  const app = createElement(App, props);
  if (element.dataset.prerendered && element.dataset.prerendered === pathname) {
    startTransition(() => {
      hydrateRoot(element, app, rootErrorOptions(element));
    });
    return;
  }
  if (element.dataset.prerendered) {
    element.replaceChildren();
    element.removeAttribute('inert');
  }
  const root = createRoot(element, rootErrorOptions(element));
  startTransition(() => root.render(app));
}
