import { useState } from 'react';
import { Button, HStack, Stack, chakra } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { UpdateBusinessInfo } from '../../../../application/company/update-business-info';
import { BusinessInfoForm as Schema, type BusinessInfoValues } from '../../../../domain/company/business-info';
import { checkLicenceImage } from '../../../../domain/common/image-file';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { SchemaTextField } from '../../../components/form/schema-text-field';
import { AppFormElement } from '../../../components/form/form-parts';
import { ImagePicker } from '../../../components/image-picker';
import { visibleError } from '../../../components/form/rules';
import { submitCompanySave } from './enterprise-form';

const F = Schema.entries;

/**
 * updateBusinessInfo's form: name, credit code, licence image; 取消 goes back to groupInfo or
 * orderData (asking first when something was typed). `disabled`: the state rule says no.
 */
export function BusinessInfoForm({ initial, disabled, cancelTo, onSaved }: { initial: BusinessInfoValues; disabled: boolean; cancelTo: string; onSaved: () => Promise<void> }) {
  const update = useService(UpdateBusinessInfo);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const [defaultValues] = useState(initial);
  const updating = useMutation({ mutationFn: (value: BusinessInfoValues) => update.execute(value) });
  const form = useAppForm({ defaultValues, onSubmit: submitCompanySave(notifier, updating.mutateAsync, onSaved) });
  return (
    <AppFormElement form={form} aria-label="更新营业执照" maxW="xl">
      <chakra.fieldset disabled={disabled} minW="0">
        <Stack gap="4">
          <SchemaTextField form={form} entries={F} name="name" label="公司名称" />
          <SchemaTextField form={form} entries={F} name="creditCode" label="统一社会信用代码" />
          <form.Field name="businessLicense" validators={{ onChange: F.businessLicense }}>
            {(f) => <ImagePicker label="营业执照" folder="license" check={checkLicenceImage} value={f.state.value} onChange={(v) => v && f.handleChange(v)} error={visibleError(f)} />}
          </form.Field>
        </Stack>
      </chakra.fieldset>
      <HStack gap="3" mt="6">
        <form.AppForm>
          <form.SubmitButton disabled={disabled}>提交</form.SubmitButton>
          <form.FormLeaveGuard />
        </form.AppForm>
        <Button variant="outline" onClick={() => void navigate({ to: cancelTo })}>
          取消
        </Button>
      </HStack>
    </AppFormElement>
  );
}
