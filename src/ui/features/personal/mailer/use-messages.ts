import { useRef } from 'react';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadMessages } from '../../../../application/messages/load-messages';
import { OpenMessage } from '../../../../application/messages/open-message';
import { ReadAllMessages } from '../../../../application/messages/read-all-messages';
import { MESSAGE_PAGE_SIZE, type MessagePage, type MessageSummary, withRead } from '../../../../domain/message/message';
import { nextOffset } from '../../../../domain/shared/paging';
import { useService } from '../../../app/container-context';
import { RELOADS_ONLINE } from '../../../components/load-failed';

export const messageKeys = { list: ['messages', 'list'] as const };

/** The message list, 15 at a time by offset. A refused page fails the list (the toast told why; the list says so, with 重试). */
export function useMessageList() {
  const load = useService(LoadMessages);
  return useInfiniteQuery({
    queryKey: messageKeys.list,
    queryFn: async ({ pageParam }) => {
      const result = await load.execute(pageParam);
      if (!result.ok) throw result.error;
      return result.value;
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(pages, MESSAGE_PAGE_SIZE, last.total),
    staleTime: 0,
    ...RELOADS_ONLINE,
  });
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

/** 全部已读, then the list loads again from its first page; a double click sends it once. */
export function useReadAll() {
  const readAll = useService(ReadAllMessages);
  const qc = useQueryClient();
  // Set at the click itself: isPending is not, until the next render.
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: () => readAll.execute(),
    onSuccess: (result) => {
      if (result.ok) void qc.resetQueries({ queryKey: messageKeys.list });
    },
    onSettled: () => {
      running.current = false;
    },
  });
  const start = () => {
    if (running.current) return;
    running.current = true;
    mutation.mutate();
  };
  return { isPending: mutation.isPending, start };
}
