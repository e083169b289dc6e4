import { Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { promotionCreateBlocker } from '../../../domain/promotion/promotion-rules';
import { useContentActor } from '../../components/content/use-content-actor';
import { useRefusedEntry } from '../../components/content/use-refused-entry';
import { PromotionForm } from '../../features/personal/promotions/promotion-form';
import { usePromotion } from '../../features/personal/promotions/use-promotion-queries';
import { LoadingSpinner } from '../../components/loading-spinner';

/**
 * /personal/promotionsadd (new) and ?id=&status= (edit; status 1 or 2 shows the form locked).
 * A new `refresh` value mounts the form afresh with the promotion reloaded.
 */
export default function PromotionsAddRoute() {
  const { id, refresh } = useSearch({ strict: false }) as { id?: number; status?: number; refresh?: string };
  const promotion = usePromotion(id);
  const actor = useContentActor();
  const blocked = id ? null : promotionCreateBlocker(actor);
  useRefusedEntry(blocked, '/personal/promotions');
  // An edited promotion's form mounts in a deferred, time-sliced pass once it has arrived.
  const ready = promotion.data !== undefined;

  if (!id) return blocked ? null : <PromotionForm key={`new-${refresh ?? ''}`} />;
  if (promotion.isError) return <Text>暂无数据</Text>;
  if (!ready || !promotion.data) return <LoadingSpinner />;
  return <PromotionForm key={`${promotion.data.id}-${refresh ?? ''}`} original={promotion.data} />;
}
