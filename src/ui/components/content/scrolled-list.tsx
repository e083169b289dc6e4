import type { Key, ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { BackToTop } from '../back-to-top';
import { type NextPageSource } from '../next-page';
import { useScrolledPages } from '../infinite-scroll';
import { FirstPageLoading, ListFooter } from './list-footer';

type PagedQuery<T> = Parameters<typeof useScrolledPages<T>>[0] & NextPageSource & Parameters<typeof ListFooter>[0]['query'] & { isFetched: boolean };

/**
 * A screen of expandable items (申诉, 消息) under its header: the first page's spinner, the
 * items as a list, the next page as the window nears the bottom (`threshold` px), the footer
 * (loading, 暂无数据, the end, a failure with 重试) and 回到顶部.
 */
export function ScrolledList<T>({
  header,
  label,
  query,
  threshold,
  itemKey,
  children,
}: {
  header: ReactNode;
  /** The list's accessible name. */
  label: string;
  query: PagedQuery<T>;
  threshold: number;
  itemKey: (item: T) => Key;
  children: (item: T) => ReactNode;
}) {
  // The first page mounts in a deferred, time-sliced pass.
  const { items, loading, pending } = useScrolledPages(query, threshold);
  return (
    <Stack gap="4">
      {header}
      {pending && <FirstPageLoading />}
      <Stack as="ul" listStyleType="none" gap="3" aria-label={label} aria-busy={pending}>
        {items.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </Stack>
      <ListFooter query={query} firstPagePending={pending} loading={loading} empty={query.isFetched && items.length === 0} ended={!query.hasNextPage && items.length > 0} />
      <BackToTop />
    </Stack>
  );
}
