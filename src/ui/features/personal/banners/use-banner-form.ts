import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { type BannerSaveError, SaveBanner } from '../../../../application/banners/save-banner';
import type { Banner, Placement } from '../../../../domain/banner/banner';
import { type BannerFormValues, bannerToForm, emptyBannerForm } from '../../../../domain/banner/banner-form';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { hrefOf } from './banner-search';
import { bannerKeys } from './use-banner-queries';
import { useContentSave } from '../../../components/content/use-content-save';

export const slideshowHref = (placement: Placement) => hrefOf('/personal/slideshow', { tab: placement === 'company' ? undefined : 'city' });

/**
 * The banner form's state and save: the outcomes of spec 2 section 8 (20710 by placement,
 * 20712/20704/20711 with the server's msg, 20022 clears the image). After a save the user
 * returns to the slideshow, or with `refresh` stays and the form reloads.
 */
export function useBannerForm({ original, placement, refresh }: { original?: Banner; placement: Placement; refresh: boolean }) {
  const save = useService(SaveBanner);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();

  const report = (error: BannerSaveError, clearImage: () => void) => {
    if (error.kind === 'forbidden' || error.kind === 'unchanged') return notifier.warning(error.message);
    if (error.kind === 'image-reset') clearImage();
    if (error.kind !== 'invalid' && error.message) notifier.error(error.message);
  };

  // Held in state: the form re-reads its defaults on every render, and a save that stays moves them.
  const [defaults, setDefaults] = useState<BannerFormValues>(() => (original ? bannerToForm(original, placement) : emptyBannerForm(placement)));

  const saving = useContentSave(save, original, bannerKeys.all);

  return useAppForm({
    defaultValues: defaults,
    onSubmit: async ({ value, formApi }) => {
      const result = await saving.mutateAsync(value).catch(() => null);
      if (!result) return;
      if (!result.ok) return report(result.error, () => formApi.setFieldValue('slide', null));
      notifier.success(original ? '修改成功!' : '添加成功');
      // Leaving while the submit still runs: the leave guard never asks after a save.
      if (!refresh) return void (await navigate({ href: slideshowHref(value.placement) }));
      const next = original ? value : emptyBannerForm(value.placement);
      setDefaults(next);
      formApi.reset(next);
    },
  });
}
