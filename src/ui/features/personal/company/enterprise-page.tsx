import { useState } from 'react';
import { Alert, Box } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { LICENCE_NOT_PASSED_HINT, LICENSE_STATUS } from '../../../../domain/company/company-profile';
import { useSession } from '../../../platform/container-context';
import { EnterpriseForm } from './enterprise-form';
import { ProfileState, ScreenTitle } from './company-page-parts';
import { useCompanyProfileForForm, useRefreshCompany } from './use-company-profile';

/** enterpriseInfo: the company form; `?user=new` makes it a new company's onboarding form. */
export function EnterprisePage() {
  const { role } = useSession();
  const search = useSearch({ strict: false }) as { user?: string };
  const onboarding = search.user === 'new';
  const profile = useCompanyProfileForForm();
  const refresh = useRefreshCompany();
  const [version, setVersion] = useState(0);
  const readOnly = role === 'SubAccount';

  return (
    <Box>
      <ScreenTitle title={onboarding ? '完善企业信息' : '企业信息'}>
        {onboarding ? '欢迎入驻！请先完善公司资料并上传营业执照，审核通过后即可接单。' : readOnly ? '子账号仅可查看企业信息。' : undefined}
      </ScreenTitle>
      {profile.data?.licenseStatus === LICENSE_STATUS.notPassed && (
        <Alert.Root status="warning" mb="5">
          <Alert.Indicator />
          <Alert.Title>{LICENCE_NOT_PASSED_HINT}</Alert.Title>
        </Alert.Root>
      )}
      {profile.data ? (
        <EnterpriseForm
          key={version}
          profile={profile.data}
          readOnly={readOnly}
          onSaved={async () => {
            await refresh();
            setVersion((v) => v + 1);
          }}
        />
      ) : (
        <ProfileState loading={profile.pending} onRetry={profile.retry} />
      )}
    </Box>
  );
}
