import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { MESSAGE_SCROLL_THRESHOLD } from '../../../../domain/message/message';
import { BackToTop } from '../../../components/back-to-top';
import { useInfiniteScroll } from '../../../components/infinite-scroll';
import { nextPage } from '../../../components/next-page';
import { useDeferredPages } from '../../../components/use-deferred-first-answer';
import { FirstPageLoading, ListFooter } from '../../../components/content/list-footer';
import { MessageItem } from './message-item';
import { useMessageList, useReadAll } from './use-messages';

/** mailer: the expandable messages, 15 a page, the next page 300 px from the bottom; 全部已读. */
export function MailerPage() {
  const query = useMessageList();
  const readAll = useReadAll();
  // The first page mounts in a deferred, time-sliced pass.
  const { items: messages, loading, pending } = useDeferredPages(query);
  useInfiniteScroll({
    hasMore: Boolean(query.hasNextPage),
    loading,
    onLoadMore: nextPage(query),
    threshold: MESSAGE_SCROLL_THRESHOLD,
  });

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          消息中心
        </Heading>
        <Button size="sm" variant="outline" loading={readAll.isPending} disabled={readAll.isPending} onClick={readAll.start}>
          全部已读
        </Button>
      </HStack>
      {pending && <FirstPageLoading />}
      <Stack as="ul" listStyleType="none" gap="3" aria-label="消息列表" aria-busy={pending}>
        {messages.map((m) => (
          <li key={m.id}>
            <MessageItem message={m} />
          </li>
        ))}
      </Stack>
      <ListFooter query={query} firstPagePending={pending} loading={loading} empty={query.isFetched && messages.length === 0} ended={!query.hasNextPage && messages.length > 0} />
      <BackToTop />
    </Stack>
  );
}
