import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { SaveArticle } from '../../../application/articles/save-article';
import type { Article } from '../../../domain/article/article';
import {
  type ArticleField,
  type ArticleFormValues,
  EMPTY_ARTICLE_FORM,
  articleToForm,
  isArticleComplete,
  isDirty,
  validateArticleField,
} from '../../../domain/article/article-form';
import type { FieldErrors } from '../../../domain/shared/validation';
import { useService } from '../../app/container-context';
import { useDraft } from '../content/use-draft';
import { articleKeys } from './use-article-queries';
import { clearEditorDraft } from '../../components/rich-text-editor/draft-storage';

/** The editor draft key of an article body (new articles share one). */
export const articleBodyDraftKey = (id?: number) => `article-body:${id ?? 'new'}`;

type DraftFields = Omit<ArticleFormValues, 'content'>;

/**
 * The article form: fields kept as a draft per form (the editor keeps its own body draft),
 * field checks on blur and while an error shows, and the save outcomes of spec 2 section 8.
 */
export function useArticleForm(original?: Article) {
  const initial = original ? articleToForm(original) : EMPTY_ARTICLE_FORM;
  const { content: initialContent, ...initialFields } = initial;
  const draft = useDraft<DraftFields>(`article:${original?.id ?? 'new'}`, initialFields);
  const [content, setContent] = useState(initialContent);
  const values: ArticleFormValues = { ...draft.value, content };
  const [errors, setErrors] = useState<FieldErrors<ArticleField>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useService(SaveArticle);
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();
  const navigate = useNavigate();

  const check = (field: ArticleField, next: ArticleFormValues) =>
    setErrors((e) => ({ ...e, [field]: validateArticleField(field, next) ?? undefined }));

  const set = (patch: Partial<ArticleFormValues>) => {
    const { content: nextContent, ...fields } = patch;
    if (nextContent !== undefined) setContent(nextContent);
    if (Object.keys(fields).length) draft.setValue((v) => ({ ...v, ...fields }));
    const next = { ...values, ...patch };
    for (const field of Object.keys(patch) as ArticleField[]) if (errors[field]) check(field, next);
  };

  const submit = async () => {
    if (busy || uploading) return;
    setBusy(true);
    try {
      const result = await save.execute(values, original);
      if (result.ok) {
        setSaved(true);
        draft.clear();
        // The editor's own autosaved body must not come back on the next new article.
        clearEditorDraft(articleBodyDraftKey(original?.id));
        notifier.success(original ? '修改成功!' : '提交成功');
        await client.invalidateQueries({ queryKey: articleKeys.all });
        await navigate({ to: '/article' });
        return;
      }
      const error = result.error;
      if (error.kind === 'invalid') setErrors(error.fields);
      else if (error.kind === 'cover-reset') {
        draft.setValue((v) => ({ ...v, cover: '', coverUrl: '' }));
        notifier.error(error.message);
      } else if (error.kind === 'rejected') {
        if (error.message) notifier.error(error.message);
      } else notifier.warning(error.message);
    } catch {
      // The request layer has told the user; the form keeps everything.
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    set,
    errors,
    blur: (field: ArticleField) => check(field, values),
    busy,
    uploading,
    setUploading,
    submit,
    complete: isArticleComplete(values),
    dirty: !saved && isDirty(values, initial),
    discard: draft.clear,
  };
}
