import * as v from 'valibot';
import { listOf, num, optionalNum, reviewStatus, text, timestamp } from '../answer-shapes';

/** The article answers of spec 2 section 7 as HttpArticleGateway checks them. */
export const ArticleSchema = v.object({
  id: num,
  title: v.string(),
  cover: text,
  picture: text,
  description: text,
  category_id: num,
  content: text,
  status: reviewStatus,
  authorName: v.optional(text),
  timestamp,
  reject_info: v.optional(text),
  update_time: v.optional(timestamp),
});

export const ArticlePageSchema = v.pipe(
  v.nullable(v.object({ items: listOf(ArticleSchema), total: optionalNum(0) })),
  v.transform((page) => page ?? { items: [], total: 0 }),
);

const OptionSchema = v.object({ id: num, name: v.string() });
export const CategoriesSchema = listOf(v.object({ id: num, name: v.string(), options: listOf(OptionSchema) }));
