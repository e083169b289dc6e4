import type { ReactNode } from 'react';
import { Box, Tabs } from '@chakra-ui/react';
import { FEEDBACK_TAB, type OrderTab } from '../../../domain/order/order-tabs';

function FeedbackDot() {
  return (
    <Box as="span" aria-hidden="true" data-testid="feedback-dot" position="absolute" top="1.5" right="0.5" w="2" h="2" rounded="full" bg="red.500" />
  );
}

/** The list tabs (query parameter tab); 待反馈 carries a red dot. The list sits in the open panel. */
export function OrderTabsBar({
  tabs,
  tab,
  onChange,
  children,
}: {
  tabs: readonly OrderTab[];
  tab: number;
  onChange: (tab: number) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={String(tab)} onValueChange={(e) => onChange(Number(e.value))} variant="line">
      {/* On a phone the tabs keep their labels on one line and the row scrolls: squeezed, 全部订单 broke into two lines. */}
      <Tabs.List bg="white" rounded="md" px="2" overflowX="auto">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.tab} value={String(t.tab)} position="relative" flexShrink={0} whiteSpace="nowrap">
            {t.label}
            {t.tab === FEEDBACK_TAB && <FeedbackDot />}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.tab} value={String(t.tab)} pt="4">
          {t.tab === tab ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
