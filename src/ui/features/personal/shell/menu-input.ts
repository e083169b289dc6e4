import type { SessionModel } from '../../../../application/session/session.model';
import type { MenuInput } from '../../../../domain/personal/personal-menu';

/** menu_list paths may come as `wallet` or `/personal/wallet`: the last segment names the screen. */
export const menuPaths = (list: readonly { path?: string }[] | undefined) =>
  (list ?? []).map((m) => (m.path ?? '').split('/').filter(Boolean).pop() ?? '').filter(Boolean);

/** What the menu rules need, read once from the session model (route guards run outside React). */
export function menuInputOf(model: SessionModel): MenuInput {
  return {
    role: model.$accountRole.getState(),
    permissions: model.$permissionList.getState(),
    menuList: menuPaths(model.$userIndex.getState()?.menu_list),
    messageDot: model.$messageDot.getState(),
  };
}
