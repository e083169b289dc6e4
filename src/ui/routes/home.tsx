import { Stack } from '@chakra-ui/react';
import { canSee } from '../../domain/session/permissions';
import { orderListPath } from '../../domain/order/order-actions';
import { useSession } from '../app/container-context';
import { QaBlock } from '../features/home/qa-block';
import { HomeCarousel } from '../features/home/home-carousel';
import { HeadlineTicker } from '../features/home/headline-ticker';
import { LatestOrders } from '../features/home/latest-orders';
import { HomeGallery } from '../features/home/home-gallery';
import { useHomeAlbums, useLatestOrders } from '../features/home/use-home-data';

/** / : carousel, headlines, latest orders, gallery and the Q&A block (spec 1 section 2). */
export default function HomePage() {
  const { role, permissions } = useSession();
  const ordersAllowed = canSee(role, permissions, 'order');
  const renderingsAllowed = canSee(role, permissions, 'rendering');
  const latest = useLatestOrders();
  const albums = useHomeAlbums(renderingsAllowed);
  return (
    <Stack gap="6">
      <HomeCarousel />
      <HeadlineTicker headlines={latest.data?.headlines ?? []} />
      <LatestOrders allowed={ordersAllowed} loading={latest.isPending} orders={latest.data?.orders} listPath={orderListPath(role)} />
      <HomeGallery allowed={renderingsAllowed} albums={albums.data} canUpload={role !== 'GroupAccount'} />
      <QaBlock />
    </Stack>
  );
}
