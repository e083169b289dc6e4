import { useState } from 'react';
import { Button, HStack, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { PROMOTION_TABS } from '../../../../domain/promotion/promotion';
import { promotionCreateBlocker } from '../../../../domain/promotion/promotion-rules';
import { useService } from '../../../platform/container-context';
import { BackToTop } from '../../../components/back-to-top';
import { useContentActor } from '../../../components/content/use-content-actor';
import { PromotionTable } from './promotion-table';

/** /personal/promotions: 全部 已通过 待审核 未通过, 新增优惠活动 (refused for a frozen company). */
export function PromotionsPage() {
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const [tab, setTab] = useState('0');

  const create = () => {
    const blocked = promotionCreateBlocker(actor);
    if (blocked) return notifier.warning(blocked);
    void navigate({ to: '/personal/promotionsadd' });
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        优惠活动
      </Heading>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount unmountOnExit variant="line">
        <HStack justify="space-between" align="end" gap="4" wrap="wrap" mb="4">
          <Tabs.List>
            {PROMOTION_TABS.map((t) => (
              <Tabs.Trigger key={t.status} value={String(t.status)}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Button size="sm" colorPalette="blue" onClick={create}>
            新增优惠活动
          </Button>
        </HStack>
        {PROMOTION_TABS.map((t) => (
          <Tabs.Content key={t.status} value={String(t.status)} p="0">
            <PromotionTable status={t.status} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <BackToTop />
    </Stack>
  );
}
