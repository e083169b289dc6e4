import type { ReactNode } from 'react';
import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';

/** A company screen's title and, under it, an optional line of explanation. */
export function ScreenTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="1" mb="5">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children && <Text color="gray.600" fontSize="sm">{children}</Text>}
    </Stack>
  );
}

/** While the profile loads, and what shows when it could not be read (the request layer said why). */
export function ProfileState({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  if (loading)
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="加载中">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} h="10" />)}
      </Stack>
    );
  return (
    <Stack align="center" py="10" gap="3">
      <Text color="gray.600">暂无数据</Text>
      <Button variant="outline" size="sm" onClick={onRetry}>
        重新加载
      </Button>
    </Stack>
  );
}
