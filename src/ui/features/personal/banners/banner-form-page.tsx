import { useEffect, useEffectEvent, useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import type { Placement } from '../../../../domain/banner/banner';
import { bannerDateBounds } from '../../../../domain/banner/banner-form';
import { beijingDay } from '../../../../domain/common/beijing-day';
import { CITY_REFUSAL, bannerCreateBlocker, bannerOperateBlocker, hasCitySlider } from '../../../../domain/banner/banner-permissions';
import { useService, useSession } from '../../../platform/container-context';
import { useContentActor } from '../../../components/content/use-content-actor';
import { useProfileContactGate } from '../profile-gate/use-profile-contact-gate';
import { BannerForm } from './banner-form';
import { type CityPlace, PLACE_PLACEMENT } from './banner-search';
import { useBannerList, useBannerTargets } from './use-banner-queries';
import { slideshowHref } from './use-banner-form';
import { LoadingSpinner } from '../../../components/loading-spinner';

type Search = { id?: number; status?: number; refresh?: string; place?: CityPlace };

/** Refusals before the form shows: permission, frozen company, city access, the profile contact. */
function useEntryCheck(kind: 'company' | 'city', editing: boolean) {
  const actor = useContentActor();
  const { userIndex } = useSession();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const back = () => void navigate({ href: slideshowHref(kind === 'city' ? 'cityDesktop' : 'company'), replace: true });
  const gate = useProfileContactGate(back);
  const cityRefused = kind === 'city' && userIndex !== null && !hasCitySlider(userIndex.has_city_slider);
  const blocked = (editing ? bannerOperateBlocker(actor) : bannerCreateBlocker(actor)) ?? (cityRefused ? CITY_REFUSAL.title : null);
  // An edit that nothing blocks shows at once; a new banner passes the contact gate first.
  const [passed, setPassed] = useState(() => !blocked && editing);

  const enter = useEffectEvent(() => {
    if (blocked) {
      notifier.warning(blocked);
      back();
    } else if (!editing) void gate.pass(() => setPassed(true));
  });
  // Checked once per screen entry.
  useEffect(() => enter(), []);
  return { passed, prompt: gate.prompt };
}

/** homepageadd and cityHomeadd: ?id=&status= edits, no id creates; ?refresh= stays after a save. */
export function BannerFormPage({ kind }: { kind: 'company' | 'city' }) {
  const search = useSearch({ strict: false }) as Search;
  const clock = useService(TOKENS.Clock);
  const entry = useEntryCheck(kind, search.id !== undefined);
  const company = useBannerList('company', kind === 'company');
  const desktop = useBannerList('cityDesktop', kind === 'city');
  const app = useBannerList('cityApp', kind === 'city');
  const targets = useBannerTargets();
  const lists: [Placement, typeof company][] = kind === 'company' ? [['company', company]] : [['cityDesktop', desktop], ['cityApp', app]];
  // The form mounts in a deferred, time-sliced pass once the lists and the targets are in.
  const loaded = Boolean(lists.every(([, q]) => q.data) && targets.data);
  const found = lists.flatMap(([p, q]) => (q.data?.items ?? []).map((b) => ({ placement: p, banner: b }))).find((x) => x.banner.bannerId === search.id);
  const fresh: Placement = kind === 'company' ? 'company' : search.place ? PLACE_PLACEMENT[search.place] : desktop.data?.items.length ? 'cityApp' : 'cityDesktop';
  const placement = found?.placement ?? fresh;
  const slider = lists.find(([p]) => p === placement)?.[1].data;
  const now = clock.now();

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {kind === 'company' ? '公司首页轮播图' : '城市首页轮播图'}
      </Heading>
      {!entry.passed || !loaded ? (
        <LoadingSpinner />
      ) : search.id !== undefined && !found ? (
        <Heading as="p" size="sm" color="gray.600">
          该轮播图不存在或已删除
        </Heading>
      ) : (
        <BannerForm
          key={found ? `${found.banner.bannerId}:${found.banner.status}` : 'new'}
          original={found?.banner}
          placement={placement}
          city={kind === 'city'}
          targets={targets.data ?? []}
          bounds={bannerDateBounds(now, slider?.sliderBegin ?? '', slider?.sliderEnd ?? '')}
          today={beijingDay(now)}
          refresh={search.refresh !== undefined}
        />
      )}
      {entry.prompt}
    </Stack>
  );
}
