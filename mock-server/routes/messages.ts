import type { Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok, okPage } from '../envelope';
import { me, requireAuth } from '../auth';
import { idParams, int, paging, validate } from '../validate';
import { type MockMessage, seedMessages } from '../fixtures/messages';
import { NO_PERMISSION, refuse } from '../refusals';

/**
 * The message centre and its dot: the dot (GET /notify/point/type, data.mine.msg_box) is 1
 * while the user has unread messages, so opening them (the dot clear marks one read) and
 * read-all really clear it.
 */
let messages: MockMessage[] = [];

const mine = (userId: number) => messages.filter((m) => m.user_id === userId).sort((a, b) => b.timestamp - a.timestamp);
const unread = (userId: number) => messages.some((m) => m.user_id === userId && m.status === 2);
const summary = ({ contentList: _list, user_id: _user, ...m }: MockMessage) => m;

const ListQuery = v.object(paging(50, 15));
const DotQuery = v.object({ user_id: v.optional(int()) });
const DotBody = v.object({
  id: int(),
  type_list: v.pipe(v.array(v.pipe(v.string(), v.maxLength(30))), v.minLength(1), v.maxLength(10)),
  user_id: int(),
});

function routes(v2: Router) {
  v2.get('/notify/msg-box', requireAuth, validate({ query: ListQuery }), (req, res) => {
    const { offset, limit } = req.query as unknown as v.InferOutput<typeof ListQuery>;
    okPage(res, mine(me(req).user_id), offset, limit, summary);
  });

  v2.put('/notify/msg-box/read-all', requireAuth, (req, res) => {
    for (const m of mine(me(req).user_id)) m.status = 1;
    ok(res, null, '操作成功');
  });

  v2.get('/notify/msg-box/:id', requireAuth, validate({ params: idParams }), (req, res) => {
    const found = mine(me(req).user_id).find((m) => m.id === Number(req.params.id));
    if (!found) return fail(res, 20404, '消息不存在');
    const { user_id: _user, ...message } = found;
    ok(res, message);
  });

  v2.get('/notify/point/type', requireAuth, validate({ query: DotQuery }), (req, res) => {
    const a = me(req);
    const dot = !a.isSubAccount && !a.isGroupCompany && unread(a.user_id) ? 1 : 0;
    ok(res, { mine: { msg_box: dot }, carousel: 0 });
  });

  // Clearing the dot for one message marks that message read.
  v2.post('/notify/point/type', requireAuth, validate({ body: DotBody }), (req, res) => {
    const a = me(req);
    const body = req.body as v.InferOutput<typeof DotBody>;
    if (body.user_id !== a.user_id) return refuse(res, NO_PERMISSION);
    const found = mine(a.user_id).find((m) => m.id === body.id);
    if (!found) return fail(res, 20404, '消息不存在');
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
