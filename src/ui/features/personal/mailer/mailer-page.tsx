import { Button, HStack, Heading } from '@chakra-ui/react';
import { MESSAGE_SCROLL_THRESHOLD } from '../../../../domain/message/message';
import { ScrolledList } from '../../../components/content/scrolled-list';
import { MessageItem } from './message-item';
import { useMessageList, useReadAll } from './use-messages';

/** mailer: the expandable messages, 15 a page, the next page 300 px from the bottom; 全部已读. */
export function MailerPage() {
  const query = useMessageList();
  const readAll = useReadAll();
  return (
    <ScrolledList
      header={
        <HStack justify="space-between">
          <Heading as="h2" size="lg">
            消息中心
          </Heading>
          <Button size="sm" variant="outline" loading={readAll.isPending} disabled={readAll.isPending} onClick={readAll.start}>
            全部已读
          </Button>
        </HStack>
      }
      label="消息列表"
      query={query}
      threshold={MESSAGE_SCROLL_THRESHOLD}
      itemKey={(m) => m.id}
    >
      {(m) => <MessageItem message={m} />}
    </ScrolledList>
  );
}
