import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LoadOverview } from '../../../../application/personal/load-overview';
import { useService, useSession } from '../../../platform/container-context';
import { useRouteTitle } from '../../../platform/route-title';
import { LoadFailed } from '../../../components/load-failed';
import { RELOADS_ONLINE } from '../../../platform/query-client';
import { PassRing } from './pass-ring';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0" as="dl">
      <Text as="dt" fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
    </Stack>
  );
}

/** orderData (and companyData), under its route's title: the gallery overview and, for non-sub accounts, the order overview. */
export function OverviewPage() {
  const title = useRouteTitle();
  const load = useService(LoadOverview);
  const { role, userIndex } = useSession();
  const overview = useQuery({ queryKey: ['personal', 'overview', role, userIndex?.contract_count], queryFn: () => load.execute(), ...RELOADS_ONLINE });
  // The figures and the ring mount in a deferred, time-sliced pass when the first answer arrives.
  const data = overview.data;
  return (
    <Stack gap="8">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Stack as="section" aria-labelledby="gallery-overview" gap="4">
        <Heading as="h3" size="md" id="gallery-overview">
          效果图概况
        </Heading>
        {data ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="center">
            <SimpleGrid columns={3} gap="4">
              <Figure label="上传总数" value={data.gallery.total} />
              <Figure label="已通过" value={data.gallery.pass} />
              <Figure label="未通过" value={data.gallery.notpass} />
            </SimpleGrid>
            <PassRing overview={data.gallery} />
          </SimpleGrid>
        ) : overview.isError ? (
          <LoadFailed query={overview} />
        ) : (
          <Skeleton h="120px" />
        )}
      </Stack>
      {data && data.contracts !== null && (
        <Stack as="section" aria-labelledby="order-overview" gap="4">
          <Heading as="h3" size="md" id="order-overview">
            订单概况
          </Heading>
          <Figure label="签约合同总数" value={data.contracts} />
        </Stack>
      )}
    </Stack>
  );
}
