import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FeedbackRecord } from '../../../domain/order/order';
import { foldText } from '../../../domain/order/feedback-progress';
import { shown, timeOf } from '../../../domain/order/order-display';

function FeedbackText({ text }: { text: string }) {
  const [unfolded, setUnfolded] = useState(false);
  const { short, folded } = foldText(text);
  return (
    <Text fontSize="sm" color="gray.700" whiteSpace="pre-wrap">
      {unfolded || !folded ? text : short}
      {folded && (
        <Button variant="plain" size="xs" colorPalette="blue" px="1" h="auto" aria-expanded={unfolded} onClick={() => setUnfolded((u) => !u)}>
          {unfolded ? '收起' : '展开'}
        </Button>
      )}
    </Text>
  );
}

/** The feedback history, newest first; official replies are marked 官方回复. */
export function FeedbackHistory({ feedbacks }: { feedbacks: FeedbackRecord[] }) {
  if (!feedbacks.length) return <Text fontSize="sm" color="gray.500">暂无反馈记录</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="反馈记录">
      {feedbacks.map((f, i) => {
        const official = Number(f.isAdmin) === 1 || f.isAdmin === true;
        return (
          <Box as="li" key={`${f.timestamp}-${i}`} borderLeftWidth="2px" borderColor={official ? 'orange.300' : 'blue.200'} pl="3">
            <HStack gap="2" fontSize="xs" color="gray.500" wrap="wrap">
              <Text>{timeOf(f.timestamp)}</Text>
              <Text>{shown(f.subUserName)}</Text>
              {official && <Badge colorPalette="orange">官方回复</Badge>}
              {f.leftStatus && f.rightStatus && f.leftStatus !== f.rightStatus && (
                <Text>
                  {f.leftStatus} → {f.rightStatus}
                </Text>
              )}
            </HStack>
            <FeedbackText text={shown(f.content)} />
          </Box>
        );
      })}
    </Stack>
  );
}
