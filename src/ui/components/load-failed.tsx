import { Button, Stack, Text } from '@chakra-ui/react';
import { PAGE_FAILURE } from '../platform/startup-failure';

/** What a screen says in place of a list or figures that did not load. */
export const LOAD_FAILED = '加载失败';

/** The part of a query (useQuery or useInfiniteQuery) LoadFailed loads again. */
export interface Reloadable {
  isFetching: boolean;
  refetch: () => unknown;
  /** An infinite list whose next page failed loads that page again, not the pages it shows. */
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => unknown;
}

/** Loads again what failed: the next page of an infinite list, otherwise the whole query. */
export function reload(query: Reloadable) {
  if (query.isFetchNextPageError && query.fetchNextPage) void query.fetchNextPage();
  else void query.refetch();
}

/** 重试, busy while the load it started runs. */
export function RetryButton({ query }: { query: Reloadable }) {
  return (
    <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => reload(query)}>
      {PAGE_FAILURE.retry}
    </Button>
  );
}

/**
 * In the place of a list (or figures) that did not load: says so, never as an empty list, and
 * offers 重试. With RELOADS_ONLINE the query also loads again by itself once back online.
 */
export function LoadFailed({ query, text = LOAD_FAILED }: { query: Reloadable; text?: string }) {
  return (
    <Stack role="alert" align="center" gap="3" py="8">
      <Text color="gray.600">{text}</Text>
      <RetryButton query={query} />
    </Stack>
  );
}
