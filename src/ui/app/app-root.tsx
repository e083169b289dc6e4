import { StrictMode } from 'react';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import type { SystemContext } from '@chakra-ui/react';
import type { Container } from 'inversify';
import { AppProviders } from './providers';

/**
 * The whole app as one element, with the router: what the browser renders (src/main.tsx), and
 * what a signed-out first visit to /login hands over to once it leaves the sign-in screen
 * (src/ui/app/sign-in-first.tsx).
 */
export function AppRoot(props: { system: SystemContext; container: Container; router: AnyRouter }) {
  return (
    <StrictMode>
      <AppProviders system={props.system} container={props.container}>
        <RouterProvider router={props.router} />
      </AppProviders>
    </StrictMode>
  );
}
