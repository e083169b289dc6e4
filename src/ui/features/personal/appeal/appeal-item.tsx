import type { ReactNode } from 'react';
import { Badge, Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { type AppealEntry, type AppealTone, appealTone } from '../../../../domain/appeal/appeal-entry';
import { DetailsToggle, useDetails } from '../../../components/details-toggle';
import { EvidenceImage } from './evidence-image';

const PALETTE: Record<AppealTone, string> = { reviewing: 'orange', upheld: 'green', rejected: 'red' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text as="dt" fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Box as="dd" fontSize="sm">
        {children}
      </Box>
    </Stack>
  );
}

/** One appeal: type, order, time and status; its statement, the review's reason and the evidence on demand. */
export function AppealItem({ appeal }: { appeal: AppealEntry }) {
  const { open, toggle, detailsId } = useDetails();
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <HStack gap="4" wrap="wrap" align="start">
        <Stack gap="1" flex="1" minW="48">
          <HStack gap="2">
            <Text fontWeight="medium">{appeal.data_type_desc}</Text>
            <Badge colorPalette={PALETTE[appealTone(appeal.status)]}>{appeal.status_desc}</Badge>
          </HStack>
          <Text fontSize="sm" color="gray.700">
            订单：{appeal.data_name}（{appeal.data_id}）
          </Text>
        </Stack>
        <Text fontSize="sm" color="gray.600" whiteSpace="nowrap">
          {appeal.created}
        </Text>
        <DetailsToggle open={open} detailsId={detailsId} onToggle={toggle} />
      </HStack>
      <Stack as="dl" id={detailsId} hidden={!open} display={open ? 'flex' : 'none'} gap="3" mt="3" bg="gray.50" p="3" rounded="md">
        <Row label="申诉说明">{appeal.content || '—'}</Row>
        {appeal.reason && <Row label="审核说明">{appeal.reason}</Row>}
        <Row label="申诉凭证">
          {appeal.photo_list.length === 0 ? (
            '无'
          ) : (
            // Images load only once the appeal is opened.
            <Wrap gap="2">{open && appeal.photo_list.map((file, i) => <EvidenceImage key={file} file={file} alt={`申诉凭证${i + 1}`} />)}</Wrap>
          )}
        </Row>
      </Stack>
    </Box>
  );
}
