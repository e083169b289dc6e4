import { Button, HStack, Text } from '@chakra-ui/react';
import { type SubAccountSummary, typeLabel } from '../../../../domain/sub-account/sub-account';
import { ListTable } from '../../../components/list-table';

const COLUMNS = ['姓名', '手机号', '子账号类型', '操作'];

/** The sub-accounts as a table (cards on a phone); each row offers 编辑 (to accountAdd?id=) and 解绑 (asks first). */
export function SubAccountTable(props: { loading?: boolean; accounts: SubAccountSummary[]; onEdit: (a: SubAccountSummary) => void; onUnbind: (a: SubAccountSummary) => void }) {
  const { loading, accounts, onEdit, onUnbind } = props;
  return (
    <ListTable
      label="子账号列表"
      columns={COLUMNS}
      loading={loading}
      rows={accounts}
      rowKey={(a) => a.id}
      actionsColumn={3}
      cells={(a) => [
        <Text key="name" fontWeight="medium">{a.realname}</Text>,
        a.phone,
        typeLabel(a),
        <HStack key="actions" gap="2">
          <Button size="xs" variant="outline" aria-label={`编辑 ${a.realname}`} onClick={() => onEdit(a)}>
            编辑
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" aria-label={`解绑 ${a.realname}`} onClick={() => onUnbind(a)}>
            解绑
          </Button>
        </HStack>,
      ]}
    />
  );
}
