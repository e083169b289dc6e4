import { useState } from 'react';
import { HStack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { SaveCompanyProfile, type CompanySaveError } from '../../../../application/company/save-company-profile';
import { type CompanyProfile, LICENCE_LOCKED_HINT, isLicenceLocked, CompanyForm, type CompanyFormValues, companyFormValues, COMPANY_MESSAGES } from '../../../../domain/company/company-profile';
import { checkLicenceImage } from '../../../../domain/common/image-file';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { StackedForm } from '../../../components/form/stacked-form';
import { ImagePicker } from '../../../components/image-picker';
import { EnterpriseFields } from './enterprise-fields';
import { LockedImage, LogoPicker } from './logo-picker';
import { visibleError } from '../../../components/form/rules';
import type { Notifier } from '../../../../application/ports/notifier';
import { RequestFailedError, SessionExpiredError } from '../../../../application/errors';
import type { Result } from '../../../../domain/common/result';

const F = CompanyForm.entries;

/**
 * enterpriseInfo's form over one loaded profile (the page remounts it after a save). A failed
 * submit keeps every typed value and chosen image; a sub-account sees it read-only, no submit.
 */
export function EnterpriseForm({ profile, readOnly, onSaved }: { profile: CompanyProfile; readOnly: boolean; onSaved: () => Promise<void> }) {
  const save = useService(SaveCompanyProfile);
  const notifier = useService(TOKENS.Notifier);
  const [loaded] = useState(profile);
  const [defaultValues] = useState(() => companyFormValues(profile));
  const locked = isLicenceLocked(loaded.licenseStatus);
  const saving = useMutation({ mutationFn: (value: CompanyFormValues) => save.execute(value, loaded) });
  const form = useAppForm({ defaultValues, onSubmit: submitCompanySave(notifier, saving.mutateAsync, onSaved) });

  return (
    <StackedForm form={form} aria-label="企业信息" gap="6" submit={readOnly ? null : undefined}>
      <EnterpriseFields form={form} locked={locked} readOnly={readOnly} />
      <HStack gap="10" align="start" flexWrap="wrap">
        <form.Field name="logo" validators={readOnly ? undefined : { onChange: F.logo }}>
          {(field) => <LogoPicker value={field.state.value} onChange={field.handleChange} error={visibleError(field)} readOnly={readOnly} />}
        </form.Field>
        <form.Field name="businessLicense" validators={readOnly || locked ? undefined : { onChange: F.businessLicense }}>
          {(field) =>
            readOnly || locked ? (
              <LockedImage label="营业执照" value={field.state.value} note={readOnly ? '' : LICENCE_LOCKED_HINT} />
            ) : (
              <ImagePicker label="营业执照" folder="license" check={checkLicenceImage} value={field.state.value} onChange={(f) => f && field.handleChange(f)} error={visibleError(field)} />
            )
          }
        </form.Field>
      </HStack>
    </StackedForm>
  );
}

/**
 * A refused company save as the spec shows it: 无修改内容 as a warning, a missing image or a
 * field the form's own rules let through as an error toast; 20022 stays silent and a refusal
 * the request layer already reported is not toasted twice. The form keeps what was typed.
 */
export function reportSaveError(notifier: Notifier, error: CompanySaveError) {
  switch (error.kind) {
    case 'unchanged':
      return notifier.warning(error.message);
    case 'missing-image':
    case 'unavailable':
      return notifier.error(error.message);
    case 'invalid': {
      const first = Object.values(error.fields).find(Boolean);
      return first ? notifier.error(first) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The company forms' submit (企业信息, 集团信息, 更新营业执照): a refused save is reported as
 * above; a save becomes the form's new starting point (leaving no longer asks), says 提交成功
 * and reloads the profile. A request the request layer refused is reported there. Either way a
 * failed submit keeps what was typed and chosen.
 */
export function submitCompanySave<V>(
  notifier: Notifier,
  save: (value: V) => Promise<Result<unknown, CompanySaveError>>,
  onSaved: () => Promise<void>,
) {
  return async ({ value, formApi }: { value: V; formApi: { reset: (values: V) => void } }) => {
    try {
      const result = await save(value);
      if (!result.ok) return reportSaveError(notifier, result.error);
      formApi.reset(value);
      notifier.success(COMPANY_MESSAGES.success);
      await onSaved();
    } catch (error) {
      // A failure the request layer has told; anything else is a bug that must not pass silently.
      if (!(error instanceof RequestFailedError || error instanceof SessionExpiredError)) throw error;
    }
  };
}
