import { useState } from 'react';
import { Button, HStack, Heading, Input, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { UnbindSubAccount } from '../../../../application/sub-accounts/unbind-sub-account';
import type { SubAccountSummary } from '../../../../domain/sub-account/sub-account';
import { SUB_ACCOUNT_MESSAGES } from '../../../../domain/sub-account/sub-account-form';
import { useService } from '../../../platform/container-context';
import { BackToTop } from '../../../components/back-to-top';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useScrolledPages } from '../../../components/infinite-scroll';
import { ListFooter } from '../../../components/content/list-footer';
import { useConfirmedDelete } from '../../../components/content/use-confirmed-delete';
import { SubAccountTable } from './sub-account-table';
import { subAccountKeys, useSubAccountList } from './use-sub-account-queries';

/** /personal/accountlist: search by name or phone, 10 per page with infinite scroll, 编辑 and 解绑. */
export function SubAccountList() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const query = useSubAccountList(search);
  // The first page mounts in a deferred, time-sliced pass.
  const { items: accounts, loading, pending } = useScrolledPages(query);
  const unbind = useService(UnbindSubAccount);
  const client = useQueryClient();
  const unbindMutation = useMutation({
    mutationFn: (account: SubAccountSummary) => unbind.execute(account.id),
    onSettled: () => client.invalidateQueries({ queryKey: subAccountKeys.all }),
  });
  const unbinding = useConfirmedDelete({ mutation: unbindMutation, success: SUB_ACCOUNT_MESSAGES.unbound, refusal: 'error' });

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        子账号管理
      </Heading>
      <HStack justify="space-between" gap="4" wrap="wrap">
        <HStack as="form" role="search" gap="2" onSubmit={(e) => { e.preventDefault(); setSearch(typed.trim()); }}>
          <Input type="search" aria-label="搜索子账号" placeholder="请输入姓名或手机号" maxW="64" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" variant="outline">
            搜索
          </Button>
        </HStack>
        <Button colorPalette="blue" onClick={() => void navigate({ to: '/personal/accountAdd' })}>
          添加子账号
        </Button>
      </HStack>
      <SubAccountTable loading={pending} accounts={accounts} onEdit={(a) => void navigate({ to: '/personal/accountAdd', search: { id: a.id } })} onUnbind={unbinding.ask} />
      <ListFooter query={query} firstPagePending={pending} loading={loading} empty={query.isSuccess && accounts.length === 0} ended={!query.hasNextPage && accounts.length > 0} />
      <ConfirmDialog {...unbinding.dialog}>{SUB_ACCOUNT_MESSAGES.unbindQuestion}</ConfirmDialog>
      <BackToTop />
    </Stack>
  );
}
