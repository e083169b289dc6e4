import { useStore } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { SaveArticle } from '../../../application/articles/save-article';
import type { Article } from '../../../domain/article/article';
import { type ArticleFormValues, EMPTY_ARTICLE_FORM, articleToForm, isArticleComplete } from '../../../domain/article/article-form';
import { useService } from '../../platform/container-context';
import { useAppForm } from '../../components/form/form-kit';
import { useFormDraft } from '../../components/form/use-form-draft';
import { articleKeys } from './use-article-queries';
import { useEditorDraft } from '../../components/rich-text-editor/draft-storage';

/** The editor draft key of an article body (a user's new articles share one). */
const articleBodyDraftKey = (id?: number) => `article-body:${id ?? 'new'}`;

/** The editor keeps its own body draft; the form keeps the other fields. */
const withoutBody = ({ content: _content, ...fields }: ArticleFormValues): Partial<ArticleFormValues> => fields;

/**
 * The article form on TanStack Form: fields kept as a draft per form, the domain's rules as
 * field validators, one submit at a time, and the save outcomes of spec 2 section 8.
 */
export function useArticleForm(original?: Article) {
  const save = useService(SaveArticle);
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();
  const navigate = useNavigate();
  const draftKey = `article:${original?.id ?? 'new'}`;
  const body = useEditorDraft(articleBodyDraftKey(original?.id));
  const saving = useMutation({
    mutationFn: (value: ArticleFormValues) => save.execute(value, original),
    // Mark only: refetching the article this page shows (pending review after the save) made the
    // page warn that only a 未通过 article may be edited, right after 修改成功! (issue 55).
    onSuccess: (result) => (result.ok ? client.invalidateQueries({ queryKey: articleKeys.all, refetchType: 'none' }) : undefined),
  });
  const form = useAppForm({
    defaultValues: original ? articleToForm(original) : EMPTY_ARTICLE_FORM,
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await saving.mutateAsync(value);
        if (result.ok) {
          draft.clear();
          // The editor's own autosaved body must not come back on the next new article.
          body.clear();
          notifier.success(original ? '修改成功!' : '提交成功');
          await navigate({ to: '/article' });
          return;
        }
        const error = result.error;
        if (error.kind === 'invalid') {
          for (const [name, message] of Object.entries(error.fields))
            formApi.setFieldMeta(name as keyof ArticleFormValues, (m) => ({ ...m, isBlurred: true, errorMap: { ...m.errorMap, onServer: message } }));
        } else if (error.kind === 'cover-reset') {
          formApi.setFieldValue('cover', '');
          formApi.setFieldValue('coverUrl', '');
          notifier.error(error.message);
        } else if (error.kind === 'rejected') {
          if (error.message) notifier.error(error.message);
        } else notifier.warning(error.message);
      } catch {
        // The request layer has told the user; the form keeps everything.
      }
    },
  });
  const draft = useFormDraft(draftKey, form, withoutBody);
  const complete = useStore(form.store, (s) => isArticleComplete(s.values));

  return {
    form,
    complete,
    bodyDraftKey: body.draftKey,
    discard: () => {
      draft.clear();
      body.clear();
    },
  };
}
