import { endpoint } from './endpoint';

export const messages = {
  dots: endpoint({
    method: 'GET',
    path: '/v2/notify/point/type',
    bearer: 'always',
    what: 'notification-dot state for a user; data.mine.msg_box',
    known: 'assumed-method',
    spec: '1,2',
    codes: [],
  }),
  clearDot: endpoint({
    method: 'POST',
    path: '/v2/notify/point/type',
    bearer: 'always',
    what: 'clear a notification dot (id, type_list, user_id)',
    known: 'given',
    spec: '2',
    codes: [20403, 20404],
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/notify/msg-box',
    bearer: 'always',
    what: 'messages (limit 15, offset)',
    known: 'given',
    spec: '2',
    codes: [],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v2/notify/msg-box/:id',
    bearer: 'always',
    what: 'one message (contentList)',
    known: 'given',
    spec: '2',
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
