import { useEffect } from 'react';
import { Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { promotionCreateBlocker } from '../../../domain/promotion/promotion-rules';
import { useService } from '../../app/container-context';
import { useContentActor } from '../../features/content/use-content-actor';
import { PromotionForm } from '../../features/personal/promotions/promotion-form';
import { usePromotion } from '../../features/personal/promotions/use-promotion-queries';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useDeferredReady } from '../../components/use-deferred-first-answer';

/**
 * /personal/promotionsadd (new) and ?id=&status= (edit; status 1 or 2 shows the form locked).
 * A new `refresh` value mounts the form afresh with the promotion reloaded.
 */
export default function PromotionsAddRoute() {
  const { id, refresh } = useSearch({ strict: false }) as { id?: number; status?: number; refresh?: string };
  const promotion = usePromotion(id);
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const blocked = id ? null : promotionCreateBlocker(actor);
  // An edited promotion's form mounts in a deferred, time-sliced pass once it has arrived.
  const ready = useDeferredReady(promotion.data !== undefined);

  useEffect(() => {
    if (!blocked) return;
    notifier.warning(blocked);
    void navigate({ to: '/personal/promotions', replace: true });
  }, [blocked, navigate, notifier]);

  if (!id) return blocked ? null : <PromotionForm key={`new-${refresh ?? ''}`} />;
  if (promotion.isError) return <Text>暂无数据</Text>;
  if (!ready || !promotion.data) return <LoadingSpinner />;
  return <PromotionForm key={`${promotion.data.id}-${refresh ?? ''}`} original={promotion.data} />;
}
