import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../application/tokens';
import { SignOut } from '../../../application/session/sign-out';
import { NO_PERMISSION_MESSAGE } from '../../../domain/session/permissions';
import { useService, useSession } from '../../platform/container-context';
import { type NavItem, navItems, personalCentrePath } from './nav-items';
import { APP_TITLE } from './shell-frame';
import { AreaLink } from '../../components/area-exit';
import { useOneShot } from '../../components/one-shot';
import { QA_MESSAGE } from '../../components/qa-message';

/** What both forms of the top navigation show and do: the entries, the company's name, 问答 and 退出. */
export function useTopNav() {
  const { role, permissions, user, userIndex, messageDot } = useSession();
  const notifier = useService(TOKENS.Notifier);
  const signOut = useService(SignOut);
  const navigate = useNavigate();
  const leave = useMutation({
    mutationFn: () => signOut.execute(),
    onSuccess: () => navigate({ to: '/login', replace: true }),
  });
  // One-shot: a double click on 退出 signs out once.
  const signOutOnce = useOneShot(() => leave.mutateAsync());
  return {
    title: userIndex?.company_name ?? user?.company_abbr ?? APP_TITLE,
    items: navItems(role, permissions),
    personalCentre: personalCentrePath(role),
    messageDot,
    refused: () => notifier.warning(NO_PERMISSION_MESSAGE),
    qa: () => notifier.info(QA_MESSAGE),
    signOut: signOutOnce.run,
  };
}

export type TopNavModel = ReturnType<typeof useTopNav>;

/** An entry: a link, or (permission 0) a button that says 暂无该权限. */
export function NavEntry({ item, nav, className }: { item: NavItem; nav: TopNavModel; className: string }) {
  return item.to ? (
    <AreaLink to={item.to} className={className}>
      {item.label}
    </AreaLink>
  ) : (
    <button type="button" className={className} onClick={nav.refused}>
      {item.label}
    </button>
  );
}
