import { Badge, Box, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LoadLicenceRecords } from '../../../../application/company/load-licence-records';
import { licenceRecordLabel } from '../../../../domain/company/business-info';
import { useService } from '../../../platform/container-context';

export const LICENCE_RECORDS_KEY = ['licence-records'] as const;
const PALETTE: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };

/** 最近提交记录: the last 3 licence submissions with time, status, name, code, review note and image. */
export function LicenceRecords() {
  const load = useService(LoadLicenceRecords);
  const { data = [], isPending } = useQuery({
    queryKey: LICENCE_RECORDS_KEY,
    queryFn: async () => {
      const answer = await load.execute();
      if (!answer.ok) throw answer.error;
      return answer.value;
    },
  });
  return (
    <Box as="section" aria-labelledby="licence-records-title" mt="10">
      <Heading as="h3" size="md" id="licence-records-title" mb="3">
        最近提交记录
      </Heading>
      {!isPending && data.length === 0 && <Text color="gray.600">暂无数据</Text>}
      <Stack as="ul" gap="3" listStyleType="none">
        {data.map((r, i) => (
          <HStack as="li" key={`${r.timestamp}-${i}`} gap="4" align="start" borderWidth="1px" rounded="md" p="3">
            {r.thumbnailPhoto && <Image src={r.thumbnailPhoto} alt={`${r.title}营业执照`} w="134px" h="90px" objectFit="cover" rounded="sm" />}
            <Stack gap="1" fontSize="sm" minW="0">
              <HStack gap="3">
                <Text color="gray.600">{r.timestamp}</Text>
                <Badge colorPalette={PALETTE[r.status] ?? 'gray'} variant="subtle">{licenceRecordLabel(r.status)}</Badge>
              </HStack>
              <Text fontWeight="medium">{r.title}</Text>
              <Text>统一社会信用代码：{r.creditCode || '—'}</Text>
              {r.content && <Text color="gray.700">审核意见：{r.content}</Text>}
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
