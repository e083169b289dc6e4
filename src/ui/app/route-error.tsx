import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { PAGE_FAILURE } from './startup-failure';

/**
 * The error boundary of every route, in Chinese: it replaces only the failed screen (the shell
 * and navigation stay), reports the error once to the console and offers a retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => {
    console.error(error);
    queryReset.reset();
  }, [error, queryReset]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <Stack role="alert" align="center" gap="3" py="16" textAlign="center">
      <Heading as="h2" size="md">
        {PAGE_FAILURE.heading}
      </Heading>
      <Text color="gray.600">{PAGE_FAILURE.text}</Text>
      <Button colorPalette="blue" onClick={retry}>
        {PAGE_FAILURE.retry}
      </Button>
    </Stack>
  );
}
