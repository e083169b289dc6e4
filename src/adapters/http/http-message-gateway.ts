import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { toResult } from './envelope';
import type { MessageGateway } from '../../application/ports/message-gateway';
import { DOT_TYPE_LIST } from '../../domain/message/message';
import { ok } from '../../domain/common/result';

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

/** The message centre: list (limit 15, offset), one message, read-all and the dot clear. */
export class HttpMessageGateway implements MessageGateway {
  constructor(private readonly api: ApiClient) {}

  async list(offset: number, limit: number) {
    const answer = await this.api
      .get<unknown>('/notify/msg-box', { query: { limit, offset } })
      .then(checked(this.api, PageSchema, 'GET /notify/msg-box'));
    return answer.ok ? ok({ items: answer.value.items ?? [], total: answer.value.total }) : answer;
  }

  async detail(id: number) {
    const answer = await this.api.get<unknown>(`/notify/msg-box/${id}`).then(checked(this.api, DetailSchema, 'GET /notify/msg-box/{id}'));
    return answer.ok ? ok({ ...answer.value, contentList: answer.value.contentList ?? [] }) : answer;
  }

  clearDot(messageId: number, userId: number) {
    return this.api.post('/notify/point/type', { id: messageId, type_list: [...DOT_TYPE_LIST], user_id: userId }).then(toResult);
  }

  readAll() {
    return this.api.put('/notify/msg-box/read-all').then(toResult);
  }
}
