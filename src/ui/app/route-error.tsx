import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';

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
        页面出错了
      </Heading>
      <Text color="gray.600">抱歉，页面加载失败，请稍后重试。</Text>
      <Button colorPalette="blue" onClick={retry}>
        重试
      </Button>
    </Stack>
  );
}
