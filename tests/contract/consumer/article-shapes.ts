import { MatchersV3 } from '@pact-foundation/pact';
import { HttpContentGateway } from '../../../src/adapters/http/http-content-gateway';
import { resource as articleResource } from '../../../src/adapters/http/content/articles';
import type { ArticlePayload } from '../../../src/domain/article/article';
import { clientFor } from './pact-setup';

/** Shapes and requests shared by the article pact files. */
const { integer, string } = MatchersV3;
export const envelope = (data: unknown, msg = 'success') => ({ code: 200, msg: string(msg), data });
export const article = {
  id: integer(301),
  title: string('老房翻新前必须知道的十件事'),
  cover: string('fixtures/cover-0.png'),
  picture: string('/uploads/fixtures/cover-0.png'),
  description: string('从实际案例出发，帮助业主少走弯路。'),
  category_id: integer(11),
  content: string('<p>正文</p>'),
  status: integer(1),
  authorName: string('王美居'),
  timestamp: integer(1761100000),
  update_time: integer(1761100000),
  reject_info: string(''),
};
export const listQuery = (extra: Record<string, string> = {}) => ({
  limit: '10',
  offset: '1',
  sortBy: 'update_time',
  orderBy: 'desc',
  ...extra,
});
export const payload: ArticlePayload = {
  title: '厨房装修的五个细节',
  cover: 'article/1700000000000-c1.png',
  description: '橱柜、水槽和插座位置的经验',
  category_id: 11,
  content: '<p>厨房装修要先定水电点位。</p>',
};
export const gateway = (url: string, user: string) => {
  const { api, notifier } = clientFor(url, user);
  return { articles: new HttpContentGateway(api, articleResource), notifier };
};

