// Lighthouse's first anchor (issue 56): React with Chakra UI's provider and default system
// drawing a trivial page, built and served as the app is.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ChakraProvider, Heading, Stack, defaultSystem } from '@chakra-ui/react';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <Stack as="main" p="8" gap="4">
        <Heading as="h1">商家中心</Heading>
        <Button alignSelf="start">登录</Button>
      </Stack>
    </ChakraProvider>
  </StrictMode>,
);
