import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** An album or article that cannot be loaded (unknown id, deleted): say so and offer the way back. */
export function ContentNotFound({ to }: { to: '/picture' | '/article' }) {
  return (
    <Stack align="start" gap="3" bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 8 }}>
      <Text>暂无数据</Text>
      <Button asChild size="sm" variant="outline">
        <Link to={to}>返回列表</Link>
      </Button>
    </Stack>
  );
}
