import { Alert, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import type { Promotion } from '../../../../domain/promotion/promotion';
import { PromotionFields, isPromotionComplete } from '../../../../domain/promotion/promotion-form';
import { PROMOTION_LOCKED_MESSAGE } from '../../../../domain/promotion/promotion-rules';
import { AppFormElement } from '../../../components/form/form-parts';
import { PosterField } from './poster-field';
import { PromotionDateFields } from './promotion-date-fields';
import { PromotionBody } from './promotion-view';
import { usePromotionForm } from './use-promotion-form';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { personalTitle } from '../../../../domain/personal/personal-menu';
import { CancelLink } from '../../../components/content/cancel-link';

/** The personal centre gives the editor 690 x 350 (spec 2 section 9). */
const EDITOR = { width: 690, height: 350 };

/** promotionsadd: 活动标题, 活动封面, 开始日期, 结束日期 and 正文; 提交 once all five are there. */
export function PromotionForm({ original }: { original?: Promotion }) {
  const state = usePromotionForm(original);
  const { form, locked } = state;
  const complete = useStore(form.store, (s) => isPromotionComplete(s.values));
  const busy = useStore(form.store, (s) => s.isSubmitting);

  return (
    <AppFormElement form={form} focusFirst>
      <Stack gap="5">
        <Heading as="h2" size="lg">
          {personalTitle('promotionsadd', Boolean(original))}
        </Heading>
        {locked && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{PROMOTION_LOCKED_MESSAGE}</Alert.Title>
          </Alert.Root>
        )}
        <form.AppField name="title" validators={{ onChange: PromotionFields.entries.title }}>
          {(f) => <f.TextField label="活动标题" required placeholder="6-40个字" disabled={locked} />}
        </form.AppField>
        <form.Subscribe selector={(s) => s.values.posterUrl}>
          {(url) => (
            <PosterField
              url={url}
              locked={locked}
              busy={busy}
              onChange={(poster) => {
                form.setFieldValue('poster', poster.key);
                form.setFieldValue('posterUrl', poster.url);
              }}
            />
          )}
        </form.Subscribe>
        <PromotionDateFields state={state} />
        <Stack gap="1" overflowX="auto">
          <Text fontWeight="medium" fontSize="sm" aria-hidden="true">
            正文
          </Text>
          {locked ? (
            <PromotionBody html={original?.content ?? ''} />
          ) : (
            <form.Field name="content">
              {(field) => (
                <LazyRichTextEditor
                  value={field.state.value}
                  onChange={field.handleChange}
                  label="正文"
                  draftKey={state.bodyKey}
                  width={EDITOR.width}
                  height={EDITOR.height}
                  warnExternalImages
                />
              )}
            </form.Field>
          )}
        </Stack>
        <form.AppForm>
          <HStack gap="3">
            <form.SubmitButton disabled={!complete || locked}>提交</form.SubmitButton>
            <CancelLink to="/personal/promotions" />
          </HStack>
          <form.FormLeaveGuard onDiscard={state.discardDraft} />
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
