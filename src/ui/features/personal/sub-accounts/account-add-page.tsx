import { Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { subAccountCreateBlocker } from '../../../../domain/sub-account/sub-account-permissions';
import { useContentActor } from '../../../components/content/use-content-actor';
import { useRefusedEntry } from '../../../components/content/use-refused-entry';
import { SubAccountForm } from './sub-account-form';
import { usePermissionCatalogue, useSubAccount } from './use-sub-account-queries';
import { LoadingSpinner } from '../../../components/loading-spinner';

/**
 * /personal/accountAdd (?id= edits that account): the form once the catalogue (and the account)
 * arrived. A frozen company is refused a new sub-account up front, as a new honour, banner or promotion.
 */
export function AccountAddPage() {
  const { id } = useSearch({ strict: false }) as { id?: number };
  const actor = useContentActor();
  const blocked = id ? null : subAccountCreateBlocker(actor);
  useRefusedEntry(blocked, '/personal/accountlist');
  const catalogue = usePermissionCatalogue();
  const account = useSubAccount(id);
  // The form mounts in a deferred, time-sliced pass once its answers are in.
  const ready = Boolean(catalogue.data && (!id || account.data));
  if (blocked) return null;
  if (catalogue.isError || account.isError) return <Text color="fg.muted">暂无数据</Text>;
  if (!ready || !catalogue.data) return <LoadingSpinner />;
  return <SubAccountForm key={id ?? 'new'} original={id ? account.data : undefined} catalogue={catalogue.data} />;
}
