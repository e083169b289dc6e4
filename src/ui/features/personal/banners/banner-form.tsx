import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type Banner, type BannerTarget, type Placement, isBannerLocked, targetKey } from '../../../../domain/banner/banner';
import { BANNER_MESSAGES, BannerFields, checkBannerDates, checkBannerSlide } from '../../../../domain/banner/banner-form';
import { fieldFacts } from '../../../../domain/common/schema';
import type { DayBounds } from '../../../../domain/common/day-range';
import { AppFormElement } from '../../../components/form/form-parts';
import { firstMessage } from '../../../components/form/rules';
import { BannerImageField } from './banner-image-field';
import { DateInput, PlacementChoice } from './banner-fields';
import { slideshowHref, useBannerForm } from './use-banner-form';

type Check<T> = (props: { value: T; fieldApi: { form: { getFieldValue: (name: 'begin' | 'end' | 'placement') => unknown } } }) => string | undefined;
const both = <T,>(check: Check<T>) => ({ onChange: check, onBlur: check });

export interface BannerFormProps {
  original?: Banner;
  placement: Placement;
  city: boolean;
  targets: BannerTarget[];
  bounds: DayBounds;
  today: string;
  refresh: boolean;
}

/**
 * Title, dates, jump target and image of one banner. Status 2 locks time and image and submit
 * (spec 2 §4): with nothing that can be saved, the title and jump target are read-only too, and
 * the mock refuses any change of a status-2 banner (20711).
 */
export function BannerForm({ original, placement, city, targets, bounds, today, refresh }: BannerFormProps) {
  const form = useBannerForm({ original, placement, refresh });
  const navigate = useNavigate();
  const locked = isBannerLocked(original?.status);
  const editing = Boolean(original);
  const rules = { bounds, today, original: original && form.options.defaultValues };
  const dates = (begin: unknown, end: unknown) => checkBannerDates({ begin: String(begin ?? ''), end: String(end ?? '') }, rules);
  // A date's message shows as soon as it is typed or picked (as the promotion's), or once left or submitted.
  const shown = (meta: { isDirty: boolean; isBlurred: boolean; errors: unknown[] }) =>
    meta.isDirty || meta.isBlurred || form.state.submissionAttempts > 0 ? firstMessage(meta.errors) : undefined;

  return (
    <AppFormElement form={form} focusFirst maxW="2xl">
      <Stack gap="5">
        {city && (
          <form.Field name="placement">{(f) => <PlacementChoice value={f.state.value} disabled={editing} onChange={f.handleChange} />}</form.Field>
        )}
        <form.AppField name="title" validators={{ onChange: BannerFields.entries.title, onBlur: BannerFields.entries.title }}>
          {(f) => <f.TextField label="标题" {...fieldFacts(BannerFields.entries.title)} readOnly={locked} />}
        </form.AppField>
        <HStack gap="4" align="start" wrap="wrap">
          <form.Field name="begin" validators={both<string>(({ value, fieldApi }) => dates(value, fieldApi.form.getFieldValue('end')).begin ?? undefined)}>
            {(f) => <DateInput label="开始日期" name="begin" value={f.state.value} min={bounds.min} max={bounds.max} disabled={locked} error={shown(f.state.meta)} onChange={f.handleChange} onBlur={f.handleBlur} />}
          </form.Field>
          <form.Field
            name="end"
            validators={{ onChangeListenTo: ['begin'], ...both<string>(({ value, fieldApi }) => dates(fieldApi.form.getFieldValue('begin'), value).end ?? undefined) }}
          >
            {(f) => <DateInput label="结束日期" name="end" value={f.state.value} min={bounds.min} max={bounds.max} disabled={locked} error={shown(f.state.meta)} onChange={f.handleChange} onBlur={f.handleBlur} />}
          </form.Field>
        </HStack>
        <form.AppField name="target">
          {(f) => <f.SelectField label="跳转目标" placeholder="不跳转" options={targets.map((t) => ({ value: targetKey(t), label: t.title }))} disabled={locked} />}
        </form.AppField>
        <form.Subscribe selector={(s) => s.values.placement}>
          {(current) => (
            <form.Field
              name="slide"
              validators={{ onChangeListenTo: ['placement'], onChange: ({ value, fieldApi }) => checkBannerSlide(fieldApi.form.getFieldValue('placement'), value) ?? undefined }}
            >
              {(f) => (
                <BannerImageField
                  placement={current}
                  value={f.state.value}
                  onChange={f.handleChange}
                  disabled={locked}
                  error={f.state.meta.isTouched || form.state.submissionAttempts > 0 ? firstMessage(f.state.meta.errors) : undefined}
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
        {locked && <Text color="orange.700">{BANNER_MESSAGES.locked}</Text>}
        <HStack gap="3">
          <form.AppForm>
            <form.SubmitButton disabled={locked}>提交</form.SubmitButton>
            <form.FormLeaveGuard />
          </form.AppForm>
          <Button variant="outline" onClick={() => void navigate({ href: slideshowHref(placement) })}>
            取消
          </Button>
        </HStack>
      </Stack>
    </AppFormElement>
  );
}
