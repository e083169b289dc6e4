import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadMessages } from '../../../../application/messages/load-messages';
import { OpenMessage } from '../../../../application/messages/open-message';
import { ReadAllMessages } from '../../../../application/messages/read-all-messages';
import { MESSAGE_PAGE_SIZE, type MessagePage, type MessageSummary, withRead } from '../../../../domain/message/message';
import { useService } from '../../../platform/container-context';
import { useOffsetList } from '../../../components/use-offset-list';
import { useOneShot } from '../../../components/one-shot';

export const messageKeys = { list: ['messages', 'list'] as const };

/** The message list, 15 at a time by offset. */
export function useMessageList() {
  const load = useService(LoadMessages);
  return useOffsetList(messageKeys.list, MESSAGE_PAGE_SIZE, (offset) => load.execute(offset));
}

/** Opening a message: its detail, and in the list it shows as read at once. */
export function useOpenMessage() {
  const open = useService(OpenMessage);
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (message: MessageSummary) => open.execute(message),
    onSuccess: (result, message) => {
      if (!result.ok) return;
      qc.setQueryData<InfiniteData<MessagePage, number>>(messageKeys.list, (data) =>
        data && { ...data, pages: data.pages.map((p) => ({ ...p, items: withRead(p.items, message.id) })) },
      );
    },
  });
}

const READ_ALL = ['messages', 'read-all'] as const;

/** 全部已读, then the list loads again from its first page; a double click sends it once. */
export function useReadAll() {
  const readAll = useService(ReadAllMessages);
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationKey: READ_ALL,
    mutationFn: () => readAll.execute(),
    onSuccess: (result) => {
      if (result.ok) void qc.resetQueries({ queryKey: messageKeys.list });
    },
  });
  // One-shot: a double click sends it once.
  const once = useOneShot(() => mutation.mutateAsync());
  return { isPending: mutation.isPending || once.busy, start: () => void once.run() };
}
