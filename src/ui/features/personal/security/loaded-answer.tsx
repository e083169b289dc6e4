import type { ReactElement } from 'react';
import { Button, Skeleton, type SkeletonProps } from '@chakra-ui/react';

/**
 * A security screen's answer (a Result, or null when the request failed, which the request
 * layer has reported): its value once read, or what stands in its place, a skeleton of
 * `skeleton`'s size while it loads and 重新加载 when it did not come.
 */
export function loadedAnswer<T>(
  query: { isPending: boolean; data: { ok: true; value: T } | { ok: false } | null | undefined; refetch: () => unknown },
  skeleton: SkeletonProps,
): { value: T } | { fallback: ReactElement } {
  if (query.isPending) return { fallback: <Skeleton {...skeleton} /> };
  if (query.data?.ok) return { value: query.data.value };
  return {
    fallback: (
      <Button variant="outline" onClick={() => void query.refetch()}>
        重新加载
      </Button>
    ),
  };
}
