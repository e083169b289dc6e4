import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { type WalletMoney, formatMoney } from '../../../../domain/wallet/wallet';

const BALANCES: { key: keyof WalletMoney; label: string; hint: string }[] = [
  { key: 'balance', label: '余额', hint: '可用于订单扣费' },
  { key: 'reward_funds', label: '优惠金', hint: '平台赠送，可抵扣订单费用' },
  { key: 'blocked_funds', label: '保证金', hint: '合作期间冻结' },
];

/** The three balances, each a group named by its label. */
export function Balances({ money, loaded }: { money: WalletMoney | null; loaded: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      {BALANCES.map(({ key, label, hint }) => (
        <Box key={key} role="group" aria-labelledby={`wallet-${key}`} borderWidth="1px" rounded="md" p="4" bg="gray.50">
          <Text id={`wallet-${key}`} fontSize="sm" color="gray.600">
            {label}
          </Text>
          {loaded ? (
            <Text fontSize="2xl" fontWeight="bold">
              {money ? formatMoney(money[key]) : '—'}
              <Text as="span" fontSize="sm" fontWeight="normal" ml="1">
                元
              </Text>
            </Text>
          ) : (
            <Skeleton h="8" my="1" />
          )}
          <Text fontSize="xs" color="gray.600">
            {hint}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
