import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { type WalletDetail, signedAmount } from '../../../../domain/wallet/wallet';
import { DetailsToggle, useDetails } from '../../../components/details-toggle';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" color="gray.600">
        {label}
      </Text>
      <Text as="dd" wordBreak="break-all">
        {value || '—'}
      </Text>
    </>
  );
}

/** One transaction: time, type (with the order's name for an order deduction), amount, status; details on demand. */
export function TransactionItem({ detail }: { detail: WalletDetail }) {
  const { open, toggle, detailsId } = useDetails();
  const outgoing = signedAmount(detail.total_amount_desc) < 0;
  return (
    <Box borderBottomWidth="1px" py="3">
      <HStack gap="4" wrap="wrap">
        <Text fontSize="sm" color="gray.600" minW="36">
          {detail.created}
        </Text>
        <Stack gap="0" flex="1" minW="32">
          <Text fontWeight="medium">{detail.type}</Text>
          {detail.orderName && (
            <Text fontSize="sm" color="gray.600">
              订单：{detail.orderName}
            </Text>
          )}
        </Stack>
        <Text fontWeight="bold" color={outgoing ? 'red.700' : 'green.700'} minW="24" textAlign="right">
          {detail.total_amount_desc}
        </Text>
        <Text fontSize="sm" minW="12">
          {detail.status_desc}
        </Text>
        <DetailsToggle open={open} detailsId={detailsId} onToggle={toggle} />
      </HStack>
      <Grid as="dl" id={detailsId} hidden={!open} display={open ? 'grid' : 'none'} templateColumns="auto 1fr" columnGap="4" rowGap="1" mt="2" fontSize="sm" bg="gray.50" p="3" rounded="md">
        <Field label="交易流水号" value={detail.tx_sn} />
        {detail.order_id > 0 && <Field label="订单编号" value={String(detail.order_id)} />}
        {detail.order_id > 0 && <Field label="订单名称" value={detail.orderName ?? ''} />}
        <Field label="钱包类型" value={detail.use_wallet_type} />
        <Field label="资金明细" value={detail.funds_list_desc} />
      </Grid>
    </Box>
  );
}
