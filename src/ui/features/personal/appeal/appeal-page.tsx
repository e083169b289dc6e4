import { Heading, Stack } from '@chakra-ui/react';
import { APPEAL_SCROLL_THRESHOLD, appealKey } from '../../../../domain/appeal/appeal-entry';
import { BackToTop } from '../../../components/back-to-top';
import { useInfiniteScroll } from '../../../components/infinite-scroll';
import { nextPage } from '../../../components/next-page';
import { useDeferredPages } from '../../../components/use-deferred-first-answer';
import { FirstPageLoading, ListFooter } from '../../../components/content/list-footer';
import { AppealItem } from './appeal-item';
import { useAppealList } from './use-appeals';

/** appeal: the company's appeals, 15 a page, the next page 300 px from the bottom, each expandable. */
export function AppealPage() {
  const query = useAppealList();
  // The first page mounts in a deferred, time-sliced pass.
  const { items: appeals, loading, pending } = useDeferredPages(query);
  useInfiniteScroll({
    hasMore: Boolean(query.hasNextPage),
    loading,
    onLoadMore: nextPage(query),
    threshold: APPEAL_SCROLL_THRESHOLD,
  });

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        我的申诉
      </Heading>
      {pending && <FirstPageLoading />}
      <Stack as="ul" listStyleType="none" gap="3" aria-label="申诉列表" aria-busy={pending}>
        {appeals.map((a) => (
          <li key={appealKey(a)}>
            <AppealItem appeal={a} />
          </li>
        ))}
      </Stack>
      <ListFooter query={query} firstPagePending={pending} loading={loading} empty={query.isFetched && appeals.length === 0} ended={!query.hasNextPage && appeals.length > 0} />
      <BackToTop />
    </Stack>
  );
}
