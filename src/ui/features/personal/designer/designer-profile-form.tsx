import { Checkbox, Fieldset, HStack, Heading, Stack, chakra } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import type { Region } from '../../../../application/ports/location-gateway';
import { SaveDesignerProfile } from '../../../../application/sub-accounts/save-designer-profile';
import { type DesignerAttrs, type DesignerDraft, DesignerForm, type DesignerProfile, draftOfProfile, toggleStyle } from '../../../../domain/sub-account/designer-profile';
import { maxOf } from '../../../../domain/common/schema';
import { useService } from '../../../platform/container-context';
import { AppFormElement } from '../../../components/form/form-parts';
import { useAppForm } from '../../../components/form/form-kit';
import { RegionCascader } from '../../../components/region-cascader';

const F = DesignerForm.entries;
const options = (list: { id: number; name: string }[]) => list.map((o) => ({ value: String(o.id), label: o.name }));

/**
 * The designer profile (spec 2, personalInfo): a save says 修改成功! and becomes the new starting
 * point; one that changes nothing is not sent (您没有修改任何内容).
 */
export function DesignerProfileForm({ profile, attrs, tree }: { profile: DesignerProfile; attrs: DesignerAttrs; tree: Region[] }) {
  const save = useService(SaveDesignerProfile);
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();
  const saving = useMutation({
    mutationFn: ({ value, start }: { value: DesignerDraft; start?: DesignerDraft }) => save.execute(profile.id, value, start),
    onSuccess: async (result) => {
      if (result.ok) await client.invalidateQueries({ queryKey: ['designer-profile'] });
    },
  });
  const form = useAppForm({
    defaultValues: draftOfProfile(profile, tree),
    onSubmit: async ({ value, formApi }) => {
      try {
        // What the form started from: the profile as loaded, or as last saved (reset below).
        const result = await saving.mutateAsync({ value, start: formApi.options.defaultValues });
        if (!result.ok) {
          const error = result.error;
          if (error.kind === 'invalid') notifier.warning(Object.values(error.fields)[0] ?? '');
          else if (error.kind === 'unchanged') notifier.warning(error.message);
          else notifier.error(error.message);
          return;
        }
        formApi.reset(value);
        notifier.success(result.value);
      } catch {
        // The request layer has told the user; the form keeps every value.
      }
    },
  });

  return (
    <AppFormElement form={form} maxW="2xl">
      <Stack gap="4">
        <Heading as="h2" size="lg">
          个人信息
        </Heading>
        <form.Field name="fg_list">
          {(f) => (
            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">擅长风格</Fieldset.Legend>
              <HStack gap="5" wrap="wrap" mt="1">
                {attrs.fg_list.map((style) => (
                  <Checkbox.Root key={style.id} checked={f.state.value.includes(style.id)}
                    onCheckedChange={(e) => f.handleChange(toggleStyle(attrs.fg_list, f.state.value, style.id, e.checked === true))}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{style.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            </Fieldset.Root>
          )}
        </form.Field>
        <form.Field name="location">
          {(f) => <RegionCascader label="所在城市" value={f.state.value} onChange={(path) => f.handleChange(path)} onBlur={f.handleBlur} />}
        </form.Field>
        <form.AppField name="school" validators={{ onChange: F.school }}>
          {(f) => <f.TextField label="毕业院校" helper={`最多${maxOf(F.school)}个字`} />}
        </form.AppField>
        <form.AppField name="slogan" validators={{ onChange: F.slogan }}>
          {(f) => <f.TextField label="设计口号" helper={`最多${maxOf(F.slogan)}个字`} />}
        </form.AppField>
        <form.AppField name="type">{(f) => <f.SelectField label="设计师类型" options={options(attrs.type)} />}</form.AppField>
        <form.AppField name="work_years">{(f) => <f.SelectField label="从业年限" options={options(attrs.work_years)} />}</form.AppField>
        <form.AppField name="intro" validators={{ onChange: F.intro }}>
          {(f) => <f.TextareaField label="个人简介" rows={5} helper={`最多${maxOf(F.intro)}个字`} />}
        </form.AppField>
        <form.AppForm>
          <chakra.div>
            <form.SubmitButton>保存</form.SubmitButton>
          </chakra.div>
          <form.FormLeaveGuard />
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
