import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LoadRegions } from '../../../../application/account/load-regions';
import { LoadDesignerAttrs } from '../../../../application/sub-accounts/load-designer-attrs';
import { LoadDesignerProfile } from '../../../../application/sub-accounts/load-designer-profile';
import { useService, useSession } from '../../../platform/container-context';
import { DesignerProfileForm } from './designer-profile-form';
import { LoadingSpinner } from '../../../components/loading-spinner';

export const designerKeys = {
  profile: (id: number) => ['designer-profile', id] as const,
  attrs: ['designer-attrs'] as const,
};

/** /personal/personalInfo: the signed-in sub-account's designer profile, once profile, choices and cities arrived. */
export function DesignerProfilePage() {
  const userId = useSession().user?.user_id ?? 0;
  const loadProfile = useService(LoadDesignerProfile);
  const loadAttrs = useService(LoadDesignerAttrs);
  const loadRegions = useService(LoadRegions);
  const profile = useQuery({ queryKey: designerKeys.profile(userId), queryFn: () => loadProfile.execute(userId), enabled: userId > 0, staleTime: 0 });
  const attrs = useQuery({ queryKey: designerKeys.attrs, queryFn: () => loadAttrs.execute(), staleTime: 10 * 60_000 });
  // Same key as the region cascader, so the tree is fetched once.
  const regions = useQuery({ queryKey: ['regions'], queryFn: () => loadRegions.execute(), staleTime: Infinity });

  // The form mounts in a deferred, time-sliced pass once its three answers are in.
  const ready = Boolean(profile.data && attrs.data && regions.data);
  if (profile.isError || attrs.isError || regions.isError) return <Text color="fg.muted">暂无数据</Text>;
  if (!ready || !profile.data || !attrs.data || !regions.data) return <LoadingSpinner />;
  return <DesignerProfileForm profile={profile.data} attrs={attrs.data} tree={regions.data} />;
}
