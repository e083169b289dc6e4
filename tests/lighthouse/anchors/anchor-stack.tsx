// Lighthouse's second anchor (issue 56): the app's start-up libraries on a trivial page, built
// and served as the app is: React, Chakra UI's provider, TanStack Router and Query, inversify and
// effector, each doing the least it can (one route, one query, one binding, one store).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ChakraProvider, Heading, Stack, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider, createRootRoute, createRouter } from '@tanstack/react-router';
import { Container } from 'inversify';
import { createStore } from 'effector';
import { useUnit } from 'effector-react';

const $title = createStore('商家中心');
const container = new Container();
container.bind('greeting').toConstantValue('登录');
const queryClient = new QueryClient();

function Page() {
  const title = useUnit($title);
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: () => container.get<string>('greeting') });
  return (
    <Stack as="main" p="8" gap="4">
      <Heading as="h1">{title}</Heading>
      <Button alignSelf="start">{greeting.data ?? ''}</Button>
    </Stack>
  );
}

const router = createRouter({ routeTree: createRootRoute({ component: Page }) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
