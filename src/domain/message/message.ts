/** Messages of the message centre (mailer), spec 2 sections 3, 4 and 9. */
export const MESSAGE_PAGE_SIZE = 15;
/** The next page loads this close to the bottom, in px. */
export const MESSAGE_SCROLL_THRESHOLD = 300;

export const MESSAGE_STATUS = { read: 1, unread: 2 } as const;

/** The notification type list the dot clear sends, as the backend expects it. */
export const DOT_TYPE_LIST = ['carousel'] as const;

export interface MessageSummary {
  id: number;
  title: string;
  content: string;
  timestamp: number;
  status: number;
}

export interface MessageField {
  key: string;
  value: string;
}

export interface MessageDetail extends MessageSummary {
  contentList: MessageField[];
}

export interface MessagePage {
  items: MessageSummary[];
  total: number;
}

export const isUnread = (m: Pick<MessageSummary, 'status'>) => m.status === MESSAGE_STATUS.unread;

/** The same message, read (the list shows it so at once after opening). */
export const markRead = <T extends Pick<MessageSummary, 'status'>>(m: T): T => ({ ...m, status: MESSAGE_STATUS.read });

/** The list after one message was opened: that one read, the others as they were. */
export const withRead = <T extends MessageSummary>(items: readonly T[], id: number): T[] =>
  items.map((m) => (m.id === id ? markRead(m) : m));
