import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { DeleteBanner } from '../../../../application/banners/delete-banner';
import { BANNER_DELETE_CONFIRM, type Banner, type Placement } from '../../../../domain/banner/banner';
import { bannerCreateBlocker, bannerOperateBlocker } from '../../../../domain/banner/banner-permissions';
import { useService } from '../../../platform/container-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useContentDelete } from '../../../components/content/use-confirmed-delete';
import { useContentActor } from '../../../components/content/use-content-actor';
import { useProfileContactGate } from '../profile-gate/use-profile-contact-gate';
import { hrefOf, placeOf } from './banner-search';
import { bannerKeys } from './use-banner-queries';

const formPath = (placement: Placement) => (placement === 'company' ? '/personal/homepageadd' : '/personal/cityHomeadd');

/**
 * Add, edit and delete from the slideshow tabs, each checked first: a sub-account without
 * banner level 2 gets 暂无该权限, a frozen company creates nothing, and adding needs the
 * profile contact. `dialogs` renders the delete question and the profile prompt.
 */
export function useBannerActions() {
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const remove = useService(DeleteBanner);
  const navigate = useNavigate();
  const gate = useProfileContactGate();
  const deletion = useContentDelete(remove, bannerKeys.all, { success: '删除成功!', refusal: 'warning' });

  const add = (placement: Placement) => {
    const blocked = bannerCreateBlocker(actor);
    if (blocked) return notifier.warning(blocked);
    void gate.pass(() => void navigate({ href: hrefOf(formPath(placement), { place: placeOf(placement) }) }));
  };

  const edit = (banner: Banner, placement: Placement) => {
    const blocked = bannerOperateBlocker(actor);
    if (blocked) return notifier.warning(blocked);
    void navigate({ href: hrefOf(formPath(placement), { id: banner.bannerId, status: banner.status, place: placeOf(placement) }) });
  };

  const askDelete = (banner: Banner) => {
    const blocked = remove.check(banner);
    if (blocked) return notifier.warning(blocked);
    deletion.ask(banner);
  };

  const dialogs = (
    <>
      <ConfirmDialog {...deletion.dialog}>{BANNER_DELETE_CONFIRM}</ConfirmDialog>
      {gate.prompt}
    </>
  );
  return { add, edit, askDelete, dialogs };
}
