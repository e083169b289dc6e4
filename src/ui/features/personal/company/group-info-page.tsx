import { useState } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { SaveGroupProfile } from '../../../../application/company/save-group-profile';
import { GroupForm as Schema, type GroupFormValues } from '../../../../domain/company/group-form';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { SchemaTextField } from '../../../components/form/schema-text-field';
import { StackedForm } from '../../../components/form/stacked-form';
import { ProfileState, ScreenTitle } from './company-page-parts';
import { submitCompanySave } from './enterprise-form';
import { useCompanyProfileForForm, useRefreshCompany } from './use-company-profile';

const F = Schema.entries;

function GroupForm({ loaded, onSaved }: { loaded: GroupFormValues; onSaved: () => Promise<void> }) {
  const save = useService(SaveGroupProfile);
  const notifier = useService(TOKENS.Notifier);
  const [defaultValues] = useState(loaded);
  const saving = useMutation({ mutationFn: (value: GroupFormValues) => save.execute(value, defaultValues) });
  const form = useAppForm({ defaultValues, onSubmit: submitCompanySave(notifier, saving.mutateAsync, onSaved) });
  return (
    <StackedForm form={form} aria-label="集团信息" maxW="xl">
      <SchemaTextField form={form} entries={F} name="abbr" label="公司简称" />
      <SchemaTextField form={form} entries={F} name="addr" label="公司地址" />
    </StackedForm>
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
