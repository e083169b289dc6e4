import { Suspense, lazy, type FormEvent } from 'react';
import { Button, chakra, HStack, Heading, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Article } from '../../../domain/article/article';
import { FormField } from '../../components/form-field';
import { CoverField } from './cover-field';
import { CategorySelect } from './category-select';
import { LeaveGuard } from '../../components/leave-guard';
import { articleBodyDraftKey, useArticleForm } from './use-article-form';
import { useArticleCategories } from './use-article-queries';

// The editor is heavy: it loads only when this form renders.
const RichTextEditor = lazy(() => import('../../components/rich-text-editor/rich-text-editor'));

/** Article pages give the editor 1070 x 350 (spec 2 section 9). */
const EDITOR = { width: 1070, height: 350 };

export function ArticleForm({ original }: { original?: Article }) {
  const form = useArticleForm(original);
  const categories = useArticleCategories().data ?? [];
  const { values, errors } = form;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <chakra.form onSubmit={submit} noValidate bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 8 }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          {original ? '编辑文章' : '发布文章'}
        </Heading>
        {original?.reject_info && <Text color="red.600">未通过原因：{original.reject_info}</Text>}
        <FormField label="文章标题" required error={errors.title} helper={`${[...values.title].length}/40`}>
          <Input value={values.title} placeholder="6-40个字" onChange={(e) => form.set({ title: e.target.value })} onBlur={() => form.blur('title')} />
        </FormField>
        <FormField label="文章描述" required error={errors.description} helper={`${[...values.description].length}/300`}>
          <Textarea rows={3} value={values.description} placeholder="6-300个字" onChange={(e) => form.set({ description: e.target.value })} onBlur={() => form.blur('description')} />
        </FormField>
        <FormField label="文章类别" required error={errors.categoryId}>
          <CategorySelect categories={categories} value={values.categoryId} onChange={(categoryId) => form.set({ categoryId })} onBlur={() => form.blur('categoryId')} />
        </FormField>
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">
            文章封面
          </Text>
          <CoverField
            url={values.coverUrl}
            error={errors.cover}
            disabled={form.busy}
            onUploading={form.setUploading}
            onChange={(cover) => form.set({ cover: cover.key, coverUrl: cover.url })}
          />
        </Stack>
        <Stack gap="1" overflowX="auto">
          <Text fontWeight="medium" fontSize="sm" aria-hidden="true">
            正文
          </Text>
          <Suspense fallback={<Skeleton h={`${EDITOR.height}px`} w="full" />}>
            <RichTextEditor
              value={values.content}
              onChange={(content) => form.set({ content })}
              label="正文"
              draftKey={articleBodyDraftKey(original?.id)}
              width={EDITOR.width}
              height={EDITOR.height}
            />
          </Suspense>
          {errors.content && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {errors.content}
            </Text>
          )}
        </Stack>
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={form.busy} disabled={!form.complete || form.uploading}>
            发布
          </Button>
          <Button asChild variant="outline">
            <Link to="/article">取消</Link>
          </Button>
        </HStack>
      </Stack>
      <LeaveGuard when={form.dirty && !form.busy} onDiscard={form.discard} />
    </chakra.form>
  );
}
