import { endpoint } from './endpoint';
import * as v from 'valibot';
import { idParams, int, paging } from './request-shapes';

export const ListQuery = v.object(paging(50, 15));
export const DotQuery = v.object({ user_id: v.optional(int()) });
export const DotBody = v.object({
  id: int(),
  type_list: v.pipe(v.array(v.pipe(v.string(), v.maxLength(30))), v.minLength(1), v.maxLength(10)),
  user_id: int(),
});

export const messages = {
  dots: endpoint({
    method: 'GET',
    path: '/v2/notify/point/type',
    bearer: 'always',
    what: 'notification-dot state for a user; data.mine.msg_box',
    known: 'assumed-method',
    spec: '1,2',
    query: DotQuery,
    codes: [],
  }),
  clearDot: endpoint({
    method: 'POST',
    path: '/v2/notify/point/type',
    bearer: 'always',
    what: 'clear a notification dot (id, type_list, user_id)',
    known: 'given',
    spec: '2',
    body: DotBody,
    codes: [20403, 20404],
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/notify/msg-box',
    bearer: 'always',
    what: 'messages (limit 15, offset)',
    known: 'given',
    spec: '2',
    query: ListQuery,
    codes: [],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v2/notify/msg-box/:id',
    bearer: 'always',
    what: 'one message (contentList)',
    known: 'given',
    spec: '2',
    params: idParams,
    codes: [20404],
  }),
  readAll: endpoint({
    method: 'PUT',
    path: '/v2/notify/msg-box/read-all',
    bearer: 'always',
    what: 'mark all read',
    known: 'given',
    spec: '2',
    codes: [],
  }),
};
