import { useState } from 'react';
import { Alert, Box } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BUSINESS_INFO_BLOCKS, businessInfoBlock, currentLicenseStatus } from '../../../../domain/company/business-info';
import { useSession } from '../../../platform/container-context';
import { BusinessInfoForm } from './business-info-form';
import { ProfileState, ScreenTitle } from './company-page-parts';
import { LICENCE_RECORDS_KEY, LicenceRecords } from './licence-records';
import { useCompanyProfileForForm, useRefreshCompany } from './use-company-profile';

/** updateBusinessInfo: the update form (disabled by the state rule, with its reason) and the last records. */
export function BusinessInfoPage() {
  const { role, user, licenseStatus } = useSession();
  const profile = useCompanyProfileForForm();
  const refresh = useRefreshCompany();
  const client = useQueryClient();
  const [version, setVersion] = useState(0);
  const blocked = businessInfoBlock(currentLicenseStatus(licenseStatus, user?.licenseStatus ?? -1), user?.status ?? 1);
  const block = blocked && BUSINESS_INFO_BLOCKS[blocked];
  const group = role === 'GroupAccount';
  const cancelTo = group ? '/personal/groupInfo' : '/personal/orderData';

  return (
    <Box>
      <ScreenTitle title="更新营业执照">公司名称或统一社会信用代码变更后，请上传新的营业执照，审核通过后生效。</ScreenTitle>
      {block && (
        <Alert.Root status="warning" mb="5">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{block.title}</Alert.Title>
            <Alert.Description>
              {block.reason}{' '}
              {block.fix && !group ? (
                <Link to="/personal/enterpriseInfo" className="text-link">{block.fix}</Link>
              ) : (
                <Link to={cancelTo} className="text-link">返回</Link>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {profile.data ? (
        <BusinessInfoForm
          key={version}
          initial={{ name: profile.data.name, creditCode: profile.data.creditCode, businessLicense: null }}
          disabled={blocked !== null}
          cancelTo={cancelTo}
          onSaved={async () => {
            await Promise.all([refresh(), client.invalidateQueries({ queryKey: LICENCE_RECORDS_KEY })]);
            setVersion((v) => v + 1);
          }}
        />
      ) : (
        <ProfileState loading={profile.pending} onRetry={profile.retry} />
      )}
      <LicenceRecords />
    </Box>
  );
}
