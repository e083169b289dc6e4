import type { Router } from 'express';
import type * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok, okPage, NO_PERMISSION, refuse } from '../envelope';
import { me } from '../auth';
import { mount } from '../mount';
import { type DotBody, type ListQuery, messages as api } from '../../contracts/api/messages';
import { type MockMessage, seedMessages } from '../fixtures/messages';
import { NOT_FOUND_CODE } from '../../src/domain/common/business-codes';

/**
 * The message centre and its dot: the dot (GET /notify/point/type, data.mine.msg_box) is 1
 * while the user has unread messages, so opening them (the dot clear marks one read) and
 * read-all really clear it.
 */
let messages: MockMessage[] = [];

const mine = (userId: number) => messages.filter((m) => m.user_id === userId).sort((a, b) => b.timestamp - a.timestamp);
const unread = (userId: number) => messages.some((m) => m.user_id === userId && m.status === 2);
const summary = ({ contentList: _list, user_id: _user, ...m }: MockMessage) => m;

function routes(v2: Router) {
  mount(v2, api.list, (req, res) => {
    const { offset, limit } = req.query as unknown as v.InferOutput<typeof ListQuery>;
    okPage(res, mine(me(req).user_id), offset, limit, summary);
  });

  mount(v2, api.readAll, (req, res) => {
    for (const m of mine(me(req).user_id)) m.status = 1;
    ok(res, null, '操作成功');
  });

  mount(v2, api.one, (req, res) => {
    const found = mine(me(req).user_id).find((m) => m.id === Number(req.params.id));
    if (!found) return fail(res, NOT_FOUND_CODE, '消息不存在');
    const { user_id: _user, ...message } = found;
    ok(res, message);
  });

  mount(v2, api.dots, (req, res) => {
    const a = me(req);
    const dot = !a.isSubAccount && !a.isGroupCompany && unread(a.user_id) ? 1 : 0;
    ok(res, { mine: { msg_box: dot }, carousel: 0 });
  });

  // Clearing the dot for one message marks that message read.
  mount(v2, api.clearDot, (req, res) => {
    const a = me(req);
    const body = req.body as v.InferOutput<typeof DotBody>;
    if (body.user_id !== a.user_id) return refuse(res, NO_PERMISSION);
    const found = mine(a.user_id).find((m) => m.id === body.id);
    if (!found) return fail(res, NOT_FOUND_CODE, '消息不存在');
    found.status = 1;
    ok(res, null, '操作成功');
  });
}

export const messagesArea: MockArea = {
  name: 'messages',
  reset: () => {
    messages = seedMessages(Date.now() / 1000);
  },
  routes,
  states: {
    'the merchant has no messages': () => {
      messages = messages.filter((m) => m.user_id !== 1001);
    },
  },
};
