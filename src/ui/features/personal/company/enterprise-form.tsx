import { useState } from 'react';
import { HStack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { SaveCompanyProfile } from '../../../../application/company/save-company-profile';
import { type CompanyProfile, LICENCE_LOCKED_HINT, isLicenceLocked } from '../../../../domain/company/company-profile';
import { CompanyForm, type CompanyFormValues, companyFormValues } from '../../../../domain/company/company-form';
import { checkLicenceImage } from '../../../../domain/common/image-file';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { StackedForm } from '../../../components/form/stacked-form';
import { ImagePicker } from '../../../components/image-picker';
import { EnterpriseFields } from './enterprise-fields';
import { LockedImage, LogoPicker } from './logo-picker';
import { submitCompanySave } from './report-save-error';
import { visibleError } from '../../../components/form/rules';

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
