import { StrictMode, useEffect } from 'react';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import type { SystemContext } from '@chakra-ui/react';
import type { Container } from 'inversify';
import { AppProviders } from './providers';

/**
 * The whole app as one element: what the browser renders (src/main.tsx) and what the build
 * prerenders (src/prerender.tsx). Hydration needs both to be the same tree.
 */
export function AppRoot(props: { system: SystemContext; container: Container; router: AnyRouter }) {
  return (
    <StrictMode>
      <Interactive />
      <AppProviders system={props.system} container={props.container}>
        <RouterProvider router={props.router} />
      </AppProviders>
    </StrictMode>
  );
}

/** A prerendered page is inert until here: the app is mounted (hydrated) and answers input. */
function Interactive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
