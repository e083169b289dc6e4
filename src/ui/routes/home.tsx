import { Stack } from '@chakra-ui/react';
import type { Headline } from '../../domain/order/order';
import { canSee } from '../../domain/session/permissions';
import { orderListPath } from '../../domain/order/order-actions';
import { useSession } from '../platform/container-context';
import { QaBlock } from '../features/home/qa-block';
import { HomeCarousel } from '../features/home/home-carousel';
import { HeadlineTicker } from '../features/home/headline-ticker';
import { LatestOrders } from '../features/home/latest-orders';
import { HomeGallery } from '../features/home/home-gallery';
import { useHomeAlbums, useLatestOrders } from '../features/home/use-home-data';

const NO_HEADLINES_YET: Headline[] = [];

/**
 * / : carousel, headlines, latest orders, gallery and the Q&A block (spec 1 section 2). Each
 * section subscribes to its own answer, so an answer that arrives re-renders only the sections
 * that show it, not the whole page (issue 13: each was a long task on a slow phone).
 */
export default function HomePage() {
  const { role, permissions } = useSession();
  const ordersAllowed = canSee(role, permissions, 'order');
  const renderingsAllowed = canSee(role, permissions, 'rendering');
  return (
    <Stack gap="6">
      <HomeCarousel />
      <TickerSection />
      <LatestOrdersSection allowed={ordersAllowed} listPath={orderListPath(role)} />
      <GallerySection allowed={renderingsAllowed} canUpload={role !== 'GroupAccount'} />
      <QaBlock />
    </Stack>
  );
}

function TickerSection() {
  const latest = useLatestOrders();
  return <HeadlineTicker headlines={latest.data?.headlines ?? NO_HEADLINES_YET} loading={latest.pending} />;
}

function LatestOrdersSection({ allowed, listPath }: { allowed: boolean; listPath: string }) {
  const latest = useLatestOrders();
  return <LatestOrders allowed={allowed} loading={latest.pending} orders={latest.data?.orders} listPath={listPath} />;
}

function GallerySection({ allowed, canUpload }: { allowed: boolean; canUpload: boolean }) {
  const albums = useHomeAlbums(allowed);
  return <HomeGallery allowed={allowed} albums={albums.data} canUpload={canUpload} />;
}
