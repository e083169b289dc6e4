import * as v from 'valibot';
import { endpoint } from './endpoint';
import { idParams, int, paging } from './request-shapes';
import { MessageBoxDotSchema } from './answers/messages';
import { NOT_FOUND_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

/** The message centre's answers (spec 2 section 7): list, one message. */
const num = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

const SummarySchema = v.object({ id: num, title: text, content: text, timestamp: num, status: num });

export const PageSchema = v.object({ items: v.optional(v.nullable(v.array(SummarySchema)), []), total: v.optional(num, 0) });

export const DetailSchema = v.object({
  ...SummarySchema.entries,
  contentList: v.optional(
    v.nullable(v.array(v.object({ key: v.string(), value: v.pipe(v.union([v.string(), v.number()]), v.transform(String)) }))),
    [],
  ),
});

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
    answer: MessageBoxDotSchema,
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
    codes: [NO_PERMISSION_CODE, NOT_FOUND_CODE],
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/notify/msg-box',
    bearer: 'always',
    what: 'messages (limit 15, offset)',
    known: 'given',
    spec: '2',
    query: ListQuery,
    answer: PageSchema,
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
    answer: DetailSchema,
    codes: [NOT_FOUND_CODE],
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
