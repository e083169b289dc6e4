import { useRef } from 'react';
import { Grid } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { AddSubsidiary } from '../../../../application/company/add-subsidiary';
import { CheckPhoneRegistered } from '../../../../application/company/check-phone-registered';
import { SUBSIDIARY_CODES, SUBSIDIARY_MESSAGES as S, SubsidiaryForm, type SubsidiaryValues } from '../../../../domain/company/subsidiary-form';
import { PHONE_LENGTH, isRequired, messageOf } from '../../../../domain/common/schema';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { SchemaTextField } from '../../../components/form/schema-text-field';
import { StackedForm } from '../../../components/form/stacked-form';
import { RegionCascader } from '../../../components/region-cascader';
import { visibleError } from '../../../components/form/rules';
import { fieldOfForm } from '../../../components/form/schema-field';
import { reportSaveError } from './enterprise-form';
import { SmsCodeField } from './sms-code-field';
import { SUBSIDIARIES_KEY } from './subsidiary-page';

const F = SubsidiaryForm.entries;
const EMPTY: SubsidiaryValues = { name: '', alias: '', locationId: [], phone: '', sms_code: '', password: '', confirm_password: '' };

/** addSubsidiary: the form of spec 2 section 5 "Subsidiary"; a saved child goes back to the list. */
export function AddSubsidiaryForm() {
  const add = useService(AddSubsidiary);
  const checkPhone = useService(CheckPhoneRegistered);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const client = useQueryClient();
  // Phones the server called registered, and a code it refused: both show at their field.
  const taken = useRef(new Set<string>());
  const wrongCode = useRef<string | null>(null);

  const adding = useMutation({
    mutationFn: (value: SubsidiaryValues) => add.execute(value),
    onSuccess: async (result) => {
      if (!result.ok) return;
      // The new child shows in the list and in /grouporder's dropdown.
      await Promise.all([client.invalidateQueries({ queryKey: SUBSIDIARIES_KEY }), client.invalidateQueries({ queryKey: ['group', 'companies'] })]);
    },
  });

  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      try {
        const result = await adding.mutateAsync(value);
        if (result.ok) {
          notifier.success(S.added);
          return void (await navigate({ to: '/personal/subsidiary' }));
        }
        const { error } = result;
        if (error.kind === 'invalid' && error.fields.phone === S.phoneRegistered) markTaken(value.phone);
        if (error.kind === 'rejected' && error.code === SUBSIDIARY_CODES.phoneRegistered) markTaken(value.phone);
        if (error.kind === 'rejected' && error.code === SUBSIDIARY_CODES.wrongCode) {
          wrongCode.current = value.sms_code;
          void form.validateField('sms_code', 'change');
        }
        // The two codes the form shows at a field were not toasted by the request layer.
        const handled = error.kind === 'rejected' && Object.values<number>(SUBSIDIARY_CODES).includes(error.code);
        reportSaveError(notifier, handled ? { kind: 'unavailable', message: error.message } : error);
      } catch {
        // Reported by the request layer; everything typed stays.
      }
    },
  });

  function markTaken(phone: string) {
    taken.current.add(phone.trim());
    void form.validateField('phone', 'change');
  }

  const phoneBlur = async (phone: string) => {
    const answer = await checkPhone.execute(phone).catch(() => null);
    if (answer?.ok && answer.value) markTaken(phone);
  };

  return (
    <StackedForm form={form} focusFirst aria-label="添加子公司" maxW="2xl">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <SchemaTextField form={form} entries={F} name="name" label="公司名称" />
        <SchemaTextField form={form} entries={F} name="alias" label="公司别名" />
      </Grid>
      <form.Field name="locationId" validators={{ onChange: F.locationId }}>
        {(f) => <RegionCascader label="所在地区" required={isRequired(F.locationId)} value={f.state.value} onChange={(p) => f.handleChange(p)} onBlur={f.handleBlur} error={visibleError(f)} />}
      </form.Field>
      <form.AppField name="phone" validators={{ onChange: ({ value }) => messageOf(F.phone, value) ?? (taken.current.has(value.trim()) ? S.phoneRegistered : undefined) }}
        listeners={{ onBlur: ({ value }) => void phoneBlur(value) }}>
        {(f) => <f.TextField label="手机号" required type="tel" maxLength={PHONE_LENGTH} />}
      </form.AppField>
      <form.Subscribe selector={(s) => s.values.phone}>
        {(phone) => (
          <form.AppField name="sms_code" validators={{ onChange: ({ value }) => messageOf(F.sms_code, value) ?? (value !== '' && value === wrongCode.current ? S.wrongCode : undefined) }}>
            {() => <SmsCodeField phone={phone} />}
          </form.AppField>
        )}
      </form.Subscribe>
      <form.AppField name="password" validators={{ onChange: F.password }}>
        {(f) => <f.PasswordField label="密码" required helper="8-30位，须包含字母和数字，不含空格" />}
      </form.AppField>
      <form.AppField name="confirm_password" validators={{ onChangeListenTo: ['password'], onChange: fieldOfForm(SubsidiaryForm, 'confirm_password') }}>
        {(f) => <f.PasswordField label="确认密码" required />}
      </form.AppField>
    </StackedForm>
  );
}
