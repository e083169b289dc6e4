import { Box } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../application/tokens';
import { SignOut } from '../../../application/session/sign-out';
import { NO_PERMISSION_MESSAGE } from '../../../domain/session/permissions';
import { useService, useSession } from '../../shared/container-context';
import { navItems, personalCentrePath } from './nav-items';
import { DownloadApp } from './download-app';
import { APP_TITLE, TopBar, TopBarTitle } from './shell-frame';
import { AreaLink } from '../../components/area-exit';
import { useOneShot } from '../../components/one-shot';
import { QA_MESSAGE } from '../../components/qa-message';

export function TopNav() {
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

  return (
    <TopBar label="主导航">
      <TopBarTitle>{userIndex?.company_name ?? user?.company_abbr ?? APP_TITLE}</TopBarTitle>
      {navItems(role, permissions).map((item) =>
        item.to ? (
          <AreaLink key={item.label} to={item.to} className="top-nav__link">
            {item.label}
          </AreaLink>
        ) : (
          <button key={item.label} type="button" className="top-nav__link" onClick={() => notifier.warning(NO_PERMISSION_MESSAGE)}>
            {item.label}
          </button>
        ),
      )}
      <button type="button" className="top-nav__link" onClick={() => notifier.info(QA_MESSAGE)}>
        问答
      </button>
      <Box flex="1" />
      <DownloadApp />
      <AreaLink to={personalCentrePath(role)} className="top-nav__link">
        个人中心
        {messageDot && <span className="top-nav__dot" aria-hidden="true" />}
      </AreaLink>
      <button type="button" className="top-nav__link" onClick={() => void signOutOnce.run()}>
        退出
      </button>
    </TopBar>
  );
}
