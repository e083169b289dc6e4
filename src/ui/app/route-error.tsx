import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { OFFLINE_MESSAGE } from '../../domain/common/network-messages';
import { PAGE_FAILURE, whenBackOnline } from '../platform/startup-failure';
import { ScreenUnreachable } from './lazy-screen';

/**
 * The error boundary of every route, in Chinese: it replaces only the failed screen (the shell
 * and navigation stay), reports the error once to the console and offers a retry. A screen whose
 * code did not arrive for want of a network (ScreenUnreachable) says 网络不给力，请重试 instead, is
 * not an error of the app (not logged), and loads by itself when the browser is back online.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const unreachable = error instanceof ScreenUnreachable;
  useEffect(() => {
    if (!unreachable) console.error(error);
    queryReset.reset();
  }, [error, unreachable, queryReset]);

  const retry = () => {
    reset();
    void router.invalidate();
  };
  useEffect(() => (unreachable ? whenBackOnline(window, retry) : undefined));

  return (
    <Stack role="alert" align="center" gap="3" py="16" textAlign="center">
      <Heading as="h2" size="md">
        {unreachable ? OFFLINE_MESSAGE : PAGE_FAILURE.heading}
      </Heading>
      {!unreachable && <Text color="gray.600">{PAGE_FAILURE.text}</Text>}
      <Button colorPalette="blue" onClick={retry}>
        {PAGE_FAILURE.retry}
      </Button>
    </Stack>
  );
}
