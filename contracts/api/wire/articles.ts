import * as v from 'valibot';
import { ArticleForm } from '../../../src/domain/article/article-form';

/**
 * POST and PUT /v2/companies/articles: the article form's title, description, cover key and body
 * (their limits and messages), and the chosen category as `category_id`, a number. The form's
 * `categoryId` text becomes that number in `toArticlePayload` (domain/article/article-form.ts).
 * The gateway sends what this schema outputs; the mock reads its limits and answers its rules.
 */
export const ArticleBody = v.object({
  title: ArticleForm.entries.title,
  description: ArticleForm.entries.description,
  category_id: v.number(),
  cover: ArticleForm.entries.cover,
  content: ArticleForm.entries.content,
});
export type ArticleBody = v.InferOutput<typeof ArticleBody>;
