import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { hrefOf } from './banner-search';
import { CityBanners } from './city-banners';
import { CompanyBanners } from './company-banners';
import { useBannerActions } from './use-banner-actions';

/** /personal/slideshow: the company homepage and city home page tabs (?tab=city opens the latter). */
export function SlideshowPage() {
  const search = useSearch({ strict: false }) as { tab?: 'city' };
  const navigate = useNavigate();
  const actions = useBannerActions();
  const tab = search.tab === 'city' ? 'city' : 'company';
  const select = (value: string) =>
    void navigate({ href: hrefOf('/personal/slideshow', { tab: value === 'city' ? 'city' : undefined }), replace: true });

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        轮播图
      </Heading>
      <Tabs.Root value={tab} onValueChange={(e) => select(e.value)} lazyMount unmountOnExit variant="line">
        <Tabs.List>
          <Tabs.Trigger value="company">公司首页</Tabs.Trigger>
          <Tabs.Trigger value="city">城市首页</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="company" pt="4">
          <CompanyBanners actions={actions} />
        </Tabs.Content>
        <Tabs.Content value="city" pt="4">
          <CityBanners actions={actions} />
        </Tabs.Content>
      </Tabs.Root>
      {actions.dialogs}
    </Stack>
  );
}
