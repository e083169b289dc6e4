import { Heading, Stack } from '@chakra-ui/react';
import { APPEAL_SCROLL_THRESHOLD, appealKey } from '../../../../domain/appeal/appeal-entry';
import { useInfiniteScroll } from '../../../components/infinite-scroll';
import { useDeferredFirstAnswer } from '../../../components/use-deferred-first-answer';
import { ListFooter } from '../../content/list-footer';
import { AppealItem } from './appeal-item';
import { useAppealList } from './use-appeals';

/** appeal: the company's appeals, 15 a page, the next page 300 px from the bottom, each expandable. */
export function AppealPage() {
  const query = useAppealList();
  // The first page's appeals mount in a deferred, time-sliced pass.
  const shown = useDeferredFirstAnswer(query);
  const appeals = shown.data?.pages.flatMap((p) => p.items) ?? [];
  useInfiniteScroll({
    hasMore: Boolean(query.hasNextPage),
    loading: query.isFetching || shown.pending,
    onLoadMore: () => void query.fetchNextPage(),
    threshold: APPEAL_SCROLL_THRESHOLD,
  });

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        我的申诉
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3" aria-label="申诉列表">
        {appeals.map((a) => (
          <li key={appealKey(a)}>
            <AppealItem appeal={a} />
          </li>
        ))}
      </Stack>
      <ListFooter loading={query.isFetching || shown.pending} empty={query.isFetched && !shown.pending && appeals.length === 0} ended={!query.hasNextPage && appeals.length > 0} />
    </Stack>
  );
}
