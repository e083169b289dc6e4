import { useEffect, useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../application/tokens';
import { useService } from '../platform/container-context';

export const NOT_FOUND_SECONDS = 5;

/** Counts down 5 s, then home with a session token, else /login (spec 2 section 2). Its title: RootLayout's. */
export function NotFoundPage() {
  const store = useService(TOKENS.SessionStore);
  const navigate = useNavigate();
  const [left, setLeft] = useState(NOT_FOUND_SECONDS);
  const target = store.getToken() ? '/' : '/login';

  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) void navigate({ to: target, replace: true });
  }, [left, navigate, target]);

  return (
    <Stack as="main" align="center" justify="center" minH="100vh" gap="4" textAlign="center" p="6">
      <Heading as="h1" size="4xl" color="gray.400">
        404
      </Heading>
      <Text fontSize="lg">抱歉，您访问的页面不存在</Text>
      <Text color="gray.600" aria-live="polite">
        {Math.max(left, 0)} 秒后自动跳转至{target === '/' ? '首页' : '登录页'}
      </Text>
      <Button colorPalette="blue" onClick={() => void navigate({ to: target, replace: true })}>
        立即跳转
      </Button>
    </Stack>
  );
}
