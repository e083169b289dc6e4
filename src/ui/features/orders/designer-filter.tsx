import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ListSubAccounts } from '../../../application/orders/order-queries';
import { useService } from '../../platform/container-context';

export const ALL_DESIGNERS = '全部设计师';

/** The sub-account filter (main accounts only): up to 1000 designers. */
export function DesignerFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const listSubAccounts = useService(ListSubAccounts);
  const { data = [] } = useQuery({ queryKey: ['sub-accounts', 'filter'], queryFn: () => listSubAccounts.execute('filter') });
  return (
    <NativeSelect.Root size="sm" w="32" flexShrink={0}>
      <NativeSelect.Field
        aria-label={ALL_DESIGNERS}
        bg="white"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{ALL_DESIGNERS}</option>
        {data.map((d) => (
          <option key={d.id} value={d.id}>
            {d.realname}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
