import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadSubsidiaries } from '../../../../application/company/load-subsidiaries';
import { useService } from '../../../platform/container-context';
import { ListTable } from '../../../components/list-table';
import { ScreenTitle } from './company-page-parts';

export const SUBSIDIARIES_KEY = ['subsidiaries'] as const;
const COLUMNS = ['公司名称', '公司别名', '所在地区', '手机号'];

/** subsidiary: the group's child companies from GET /v2/companies/group-children, and 添加子公司. */
export function SubsidiaryPage() {
  const load = useService(LoadSubsidiaries);
  const navigate = useNavigate();
  const { data = [], isPending } = useQuery({
    queryKey: SUBSIDIARIES_KEY,
    queryFn: async () => {
      const answer = await load.execute();
      if (!answer.ok) throw answer.error;
      return answer.value;
    },
  });
  return (
    <Box>
      <HStack justify="space-between" align="start" flexWrap="wrap">
        <ScreenTitle title="子公司管理">集团下的子公司，每个子公司有自己的登录账号。</ScreenTitle>
        <Button colorPalette="blue" size="sm" onClick={() => void navigate({ to: '/personal/addSubsidiary' })}>
          添加子公司
        </Button>
      </HStack>
      <ListTable
        label="子公司列表"
        columns={COLUMNS}
        rows={data}
        rowKey={(c) => c.id}
        cells={(c) => [c.name, c.alias || '—', c.region || '—', c.phone || '—']}
      />
      {!isPending && data.length === 0 && <Text color="gray.600" textAlign="center" py="6">暂无数据</Text>}
    </Box>
  );
}
