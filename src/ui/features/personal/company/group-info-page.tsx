import { useState } from 'react';
import { Box, HStack, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { SaveGroupProfile } from '../../../../application/company/save-group-profile';
import { COMPANY_LIMITS as L } from '../../../../domain/company/company-rules';
import { type GroupFormValues, groupRules } from '../../../../domain/company/group-form';
import { useService } from '../../../app/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { AppFormElement } from '../../../components/form/form-parts';
import { rules } from '../../../components/form/rules';
import { ProfileState, ScreenTitle } from './company-page-parts';
import { submitCompanySave } from './report-save-error';
import { useCompanyProfileForForm, useRefreshCompany } from './use-company-profile';

function GroupForm({ loaded, onSaved }: { loaded: GroupFormValues; onSaved: () => Promise<void> }) {
  const save = useService(SaveGroupProfile);
  const notifier = useService(TOKENS.Notifier);
  const [defaultValues] = useState(loaded);
  const form = useAppForm({
    defaultValues,
    onSubmit: submitCompanySave(notifier, (value: GroupFormValues) => save.execute(value, defaultValues), onSaved),
  });
  return (
    <AppFormElement form={form} aria-label="集团信息" maxW="xl">
      <Stack gap="4">
        <form.AppField name="abbr" validators={rules(...groupRules.abbr)}>
          {(f) => <f.TextField label="公司简称" required maxLength={L.groupAbbr} />}
        </form.AppField>
        <form.AppField name="addr" validators={rules(...groupRules.addr)}>
          {(f) => <f.TextField label="公司地址" required maxLength={L.groupAddr} />}
        </form.AppField>
        <Box>
          <form.AppForm>
            <form.SubmitButton>提交</form.SubmitButton>
            <form.FormLeaveGuard />
          </form.AppForm>
        </Box>
      </Stack>
    </AppFormElement>
  );
}

/** groupInfo: the group's abbreviation and address, saved through the company profile. */
export function GroupInfoPage() {
  const profile = useCompanyProfileForForm();
  const refresh = useRefreshCompany();
  const [version, setVersion] = useState(0);
  return (
    <Box>
      <HStack justify="space-between" align="start" flexWrap="wrap">
        <ScreenTitle title="集团信息">{profile.data?.name}</ScreenTitle>
        <Link to="/personal/subsidiary" className="text-link">
          子公司管理
        </Link>
      </HStack>
      {profile.data ? (
        <GroupForm
          key={version}
          loaded={{ abbr: profile.data.abbr, addr: profile.data.addr }}
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
