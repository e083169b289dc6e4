import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LoadDeregistrationConditions } from '../../../../application/security/load-deregistration-conditions';
import { conditionLabel, mayDeregister } from '../../../../domain/security/deregistration';
import { useService } from '../../../platform/container-context';
import { loadedAnswer } from './loaded-answer';

/** Each condition met or not, with the server's reason; 下一步 only when every one is met. */
export function ConditionsStep({ onNext }: { onNext: () => void }) {
  const load = useService(LoadDeregistrationConditions);
  const query = useQuery({ queryKey: ['security', 'deregistration-conditions'], queryFn: () => load.execute().catch(() => null), staleTime: 0 });

  const loaded = loadedAnswer(query, { h: '40' });
  if ('fallback' in loaded) return loaded.fallback;
  const conditions = loaded.value;
  return (
    <Stack gap="5">
      <Text color="gray.700">注销账号需同时满足以下条件：</Text>
      <List.Root as="ul" listStyleType="none" gap="3" aria-label="注销条件">
        {conditions.map((c) => (
          <List.Item key={c.key} borderWidth="1px" rounded="md" p="3">
            <HStack justify="space-between" gap="4">
              <Text fontWeight="medium">{conditionLabel(c.key)}</Text>
              <Badge colorPalette={c.passed ? 'green' : 'red'}>{c.passed ? '已满足' : '未满足'}</Badge>
            </HStack>
            {!c.passed && c.msg && (
              <Text mt="1" fontSize="sm" color="red.700">
                {c.msg}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
      <HStack>
        <Button colorPalette="blue" disabled={!mayDeregister(conditions)} onClick={onNext}>
          下一步
        </Button>
      </HStack>
    </Stack>
  );
}
