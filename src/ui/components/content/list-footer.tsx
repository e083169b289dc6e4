import { Text } from '@chakra-ui/react';
import { LoadingSpinner } from '../../components/loading-spinner';
import { LoadFailed, type Reloadable } from '../../components/load-failed';

/**
 * Loading, empty (暂无数据) and end-of-list text under an infinite list; announced politely. A
 * list (or its next page) that did not load says so, with 重试 (LoadFailed), never 暂无数据.
 * While the first page is on its way (`firstPagePending`) it says nothing: that page's spinner
 * stands above the list (FirstPageLoading, or ListTable's), so `loading` shows later pages'.
 */
export function ListFooter({
  firstPagePending,
  loading,
  empty,
  ended,
  endText = '没有更多了',
  query,
}: {
  firstPagePending: boolean;
  loading: boolean;
  empty: boolean;
  ended: boolean;
  endText?: string;
  /** The list's query: when its last load failed, the footer says so instead. */
  query: Reloadable & { isError: boolean };
}) {
  let content = null;
  if (!firstPagePending) {
    if (loading) content = <LoadingSpinner size="sm" />;
    else if (query.isError) content = <LoadFailed query={query} />;
    else if (empty) content = <Text color="gray.600">暂无数据</Text>;
    else if (ended) content = <Text color="gray.600" fontSize="sm">{endText}</Text>;
  }
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: '24px 0', minHeight: 72 }}>
      {content}
    </div>
  );
}

/**
 * The spinner of a list's first page, drawn above the (still empty) list, where its rows will be.
 * In the footer, under the empty list, the rows pushed it down the screen when they came: a
 * layout shift of 0.047 on /personal/appeal on a phone. The footer keeps later pages' spinner.
 */
export function FirstPageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <LoadingSpinner size="sm" />
    </div>
  );
}
