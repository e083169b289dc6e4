import { Box, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LoadFailed } from '../../../components/load-failed';
import { Balances } from './balances';
import { FlowChart } from './flow-chart';
import { MonthPicker } from './month-picker';
import { TransactionItem } from './transaction-item';
import { useWallet } from './use-wallet';

/** wallet: the three balances, the month picker and the month's transactions beside its money in and out. */
export function WalletPage() {
  const w = useWallet();
  const details = w.wallet?.details ?? [];
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        钱包
      </Heading>
      {w.failed ? <LoadFailed query={w.query} /> : <Balances money={w.wallet?.money ?? null} loaded={w.loaded} />}
      <MonthPicker value={w.draft} max={w.maxMonth} error={w.refusal} onPick={w.pick} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 280px' }} gap="6" alignItems="start">
        <Box as="section" aria-labelledby="wallet-details" aria-busy={w.loading} minW="0">
          <Heading as="h3" size="md" id="wallet-details" mb="2">
            {w.month.replace('-', '年')}月交易明细
          </Heading>
          {w.failed ? null : !w.loaded ? (
            <Skeleton h="32" />
          ) : details.length === 0 ? (
            <Text color="gray.600" py="6" textAlign="center" role="status">
              暂无数据
            </Text>
          ) : (
            <Box as="ul" listStyleType="none" aria-label="交易明细">
              {details.map((d) => (
                <li key={d.tx_sn}>
                  <TransactionItem detail={d} />
                </li>
              ))}
            </Box>
          )}
        </Box>
        {/* A month that did not load has no figures: 0.00 元 would read as a month without money. */}
        {w.failed ? null : w.loaded ? <FlowChart details={details} /> : <Skeleton h="40" rounded="md" />}
      </Grid>
    </Stack>
  );
}
