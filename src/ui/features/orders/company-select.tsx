import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ListGroupCompanies } from '../../../application/orders/group-companies';
import { useService } from '../../platform/container-context';

export const COMPANY_SELECT_LABEL = '选择公司';

/** The group list's company dropdown: 全部订单, the group itself, each child company. */
export function CompanySelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const listCompanies = useService(ListGroupCompanies);
  const { data = [] } = useQuery({ queryKey: ['group', 'companies'], queryFn: () => listCompanies.execute() });
  return (
    <NativeSelect.Root size="sm" w="52">
      <NativeSelect.Field
        aria-label={COMPANY_SELECT_LABEL}
        bg="white"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        {data.map((c) => (
          <option key={c.id ?? 'all'} value={c.id ?? ''}>
            {c.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
