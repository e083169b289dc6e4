import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Article } from '../../../domain/article/article';
import { AppFormElement } from '../../components/form/form-parts';
import { FormField } from '../../components/form-field';
import { blurred, visibleError } from '../../components/form/rules';
import { CoverField } from './cover-field';
import { CategorySelect } from './category-select';
import { useArticleForm } from './use-article-form';
import { ArticleForm as ArticleSchema } from '../../../domain/article/article-form';
import { isRequired, maxOf } from '../../../domain/common/schema';
import { useArticleCategories } from './use-article-queries';
import { FieldMessage } from '../../components/field-message';
import { LazyRichTextEditor } from '../../components/rich-text-editor/lazy-rich-text-editor';
import { CancelLink } from '../../components/content/cancel-link';

/** Article pages give the editor 1070 x 350 (spec 2 section 9). */
const EDITOR = { width: 1070, height: 350 };

const count = (s: string) => [...s].length;
const F = ArticleSchema.entries;

export function ArticleForm({ original }: { original?: Article }) {
  const { form, complete, bodyDraftKey, discard } = useArticleForm(original);
  const categories = useArticleCategories().data ?? [];

  return (
    <AppFormElement form={form} bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 8 }}>
      {/* The fields end where the 1070 px editor ends (issue 55 item 10), not 18 px past it. */}
      <Stack gap="5" maxW={`${EDITOR.width}px`}>
        <Heading as="h1" size="lg">
          {original ? '编辑文章' : '发布文章'}
        </Heading>
        {original?.reject_info && <Text color="red.600">未通过原因：{original.reject_info}</Text>}
        <form.AppField name="title" validators={{ onChange: F.title }}>
          {(f) => <f.TextField label="文章标题" required={isRequired(F.title)} placeholder="6-40个字" helper={`${count(f.state.value)}/${maxOf(F.title)}`} />}
        </form.AppField>
        <form.AppField name="description" validators={{ onChange: F.description }}>
          {(f) => <f.TextareaField label="文章描述" required={isRequired(F.description)} rows={3} placeholder="6-300个字" helper={`${count(f.state.value)}/${maxOf(F.description)}`} />}
        </form.AppField>
        <form.Field name="categoryId" validators={{ onChange: F.categoryId }}>
          {(f) => (
            <FormField label="文章类别" required error={visibleError(f)}>
              <CategorySelect categories={categories} value={f.state.value} onChange={f.handleChange} onBlur={blurred(f)} />
            </FormField>
          )}
        </form.Field>
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">
            文章封面
          </Text>
          <form.Field name="cover" validators={{ onChange: F.cover }}>
            {(f) => (
              <form.Subscribe selector={(s) => [s.values.coverUrl, s.isSubmitting] as const}>
                {([coverUrl, submitting]) => (
                  <CoverField
                    url={coverUrl}
                    error={visibleError(f)}
                    disabled={submitting}
                    onChange={(cover) => {
                      form.setFieldValue('coverUrl', cover.url);
                      f.handleChange(cover.key);
                    }}
                  />
                )}
              </form.Subscribe>
            )}
          </form.Field>
        </Stack>
        <form.Field name="content" validators={{ onChange: F.content }}>
          {(f) => (
            <Stack gap="1" overflowX="auto">
              <Text fontWeight="medium" fontSize="sm" aria-hidden="true">
                正文
              </Text>
              <LazyRichTextEditor
                value={f.state.value}
                onChange={f.handleChange}
                label="正文"
                draftKey={bodyDraftKey}
                width={EDITOR.width}
                height={EDITOR.height}
              />
              <FieldMessage message={visibleError(f)} mt="0" />
            </Stack>
          )}
        </form.Field>
        <HStack gap="3">
          <form.AppForm>
            <form.SubmitButton disabled={!complete}>发布</form.SubmitButton>
          </form.AppForm>
          <CancelLink to="/article" />
        </HStack>
      </Stack>
      <form.AppForm>
        <form.FormLeaveGuard onDiscard={discard} />
      </form.AppForm>
    </AppFormElement>
  );
}
