import { describe, expect, it } from 'vitest';
import { LoadMessages } from '../../../src/application/messages/load-messages';
import { OpenMessage } from '../../../src/application/messages/open-message';
import { ReadAllMessages } from '../../../src/application/messages/read-all-messages';
import { RefreshMessageDot } from '../../../src/application/messages/refresh-message-dot';
import { MESSAGE_PAGE_SIZE, isUnread, markRead, withRead } from '../../../src/domain/message/message';
import { nextOffset } from '../../../src/domain/common/paging';
import { signInResponse } from '../../fakes/fake-auth-gateway';
import { InMemoryMessageGateway, aMessage } from '../../fakes/in-memory-message-gateway';
import { sessionHarness } from '../session/harness';
import { loaded } from '../../fakes/loaded';

/** A signed-in merchant whose dot follows the fake gateway's unread messages. */
function setup(messages = [aMessage(3, 2), aMessage(2, 2), aMessage(1)]) {
  const h = sessionHarness();
  h.start.execute(signInResponse());
  const gateway = new InMemoryMessageGateway(messages);
  const dot = new RefreshMessageDot(h.users, h.model);
  h.users.messageBoxFlag = async (userId: number) => {
    h.users.dotCalls.push(userId);
    return gateway.unread();
  };
  h.model.messageDotChanged(true);
  return { h, gateway, open: new OpenMessage(loaded(gateway), h.model, dot), readAll: new ReadAllMessages(loaded(gateway), dot) };
}

describe('message rules', () => {
  it('status 2 is unread; opening makes it 1', () => {
    expect(isUnread(aMessage(1, 2))).toBe(true);
    expect(isUnread(markRead(aMessage(1, 2)))).toBe(false);
    expect(withRead([aMessage(1, 2), aMessage(2, 2)], 2).map((m) => m.status)).toEqual([2, 1]);
  });

  it('pages by 15 until a short page or the total', () => {
    const page = (n: number) => ({ items: Array.from({ length: n }, () => 0) });
    expect(nextOffset([page(15)], MESSAGE_PAGE_SIZE, 20)).toBe(15);
    expect(nextOffset([page(15), page(5)], MESSAGE_PAGE_SIZE, 20)).toBeUndefined();
    expect(nextOffset([page(15)], MESSAGE_PAGE_SIZE, 15)).toBeUndefined();
    expect(nextOffset([page(0)], MESSAGE_PAGE_SIZE, 0)).toBeUndefined();
  });

  it('loads pages of 15 from an offset', async () => {
    const gateway = new InMemoryMessageGateway([aMessage(1)]);
    await new LoadMessages(loaded(gateway)).execute(15);
    expect(gateway.named('list')).toEqual([[15, 15]]);
  });
});

describe('OpenMessage', () => {
  it('loads an unread message, clears its dot with the user id and reads the dot again', async () => {
    const { h, gateway, open } = setup();
    const result = await open.execute(aMessage(3, 2));
    expect(result.ok && result.value.status).toBe(1);
    expect(result.ok && result.value.contentList).toEqual([{ key: '订单编号', value: '501003' }]);
    expect(gateway.named('clearDot')).toEqual([[3, 1001]]);
    // Message 2 is still unread: the dot stays.
    expect(h.model.$messageDot.getState()).toBe(true);
    await open.execute(aMessage(2, 2));
    expect(h.model.$messageDot.getState()).toBe(false);
  });

  it('only loads a read message', async () => {
    const { h, gateway, open } = setup();
    await open.execute(aMessage(1));
    expect(gateway.named('detail')).toEqual([[1]]);
    expect(gateway.named('clearDot')).toEqual([]);
    expect(h.users.dotCalls).toEqual([]);
  });

  it('neither clears nor refreshes when the message cannot be loaded', async () => {
    const { gateway, open } = setup();
    const result = await open.execute(aMessage(9, 2));
    expect(!result.ok && result.error.code).toBe(20404);
    expect(gateway.named('clearDot')).toEqual([]);
  });
});

describe('OpenMessage without its dot clear', () => {
  it('shows an unread message as loaded, without clearing, when nobody is signed in', async () => {
    const h = sessionHarness();
    const gateway = new InMemoryMessageGateway([aMessage(3, 2)]);
    const result = await new OpenMessage(loaded(gateway), h.model, new RefreshMessageDot(h.users, h.model)).execute(aMessage(3, 2));
    expect(result).toEqual({ ok: true, value: aMessage(3, 2) });
    expect(gateway.named('clearDot')).toEqual([]);
  });

  it('keeps the message unread and the dot as it is when the dot clear is refused', async () => {
    const { h, gateway, open } = setup();
    const clearDot = gateway.clearDot;
    gateway.clearDot = (messageId, userId) => {
      gateway.refuse(500);
      return clearDot(messageId, userId);
    };
    const result = await open.execute(aMessage(3, 2));
    expect(result.ok && result.value.status).toBe(2);
    expect(h.users.dotCalls).toEqual([]);
    expect(h.model.$messageDot.getState()).toBe(true);
  });
});

describe('ReadAllMessages', () => {
  it('reads all, then the dot goes', async () => {
    const { h, gateway, readAll } = setup();
    expect((await readAll.execute()).ok).toBe(true);
    expect(gateway.named('readAll')).toEqual([[]]);
    expect(h.model.$messageDot.getState()).toBe(false);
  });

  it('keeps the dot when read-all is refused', async () => {
    const { h, gateway, readAll } = setup();
    gateway.refuse(500, '服务器繁忙');
    expect((await readAll.execute()).ok).toBe(false);
    expect(h.model.$messageDot.getState()).toBe(true);
  });
});

describe('the message-box dot of other accounts', () => {
  it.each([
    ['a sub-account', { isSubAccount: 1 }],
    ['a group account', { isGroupCompany: 1 }],
  ] as const)('%s has none and asks nothing', async (_name, flags) => {
    const h = sessionHarness();
    h.start.execute(signInResponse(flags));
    h.model.messageDotChanged(true);
    await new RefreshMessageDot(h.users, h.model).execute();
    expect(h.model.$messageDot.getState()).toBe(false);
    expect(h.users.dotCalls).toEqual([]);
  });

  it('nobody signed in has none', async () => {
    const h = sessionHarness();
    h.model.messageDotChanged(true);
    await new RefreshMessageDot(h.users, h.model).execute();
    expect(h.model.$messageDot.getState()).toBe(false);
    expect(h.users.dotCalls).toEqual([]);
  });
});
