import { Box } from '@chakra-ui/react';
import { DownloadApp } from './download-app';
import { TopBar, TopBarTitle } from './shell-frame';
import { AreaLink } from '../../components/area-exit';
import { CompactNav } from './compact-nav';
import { NavEntry, useTopNav } from './nav-model';

/**
 * The top navigation: from 768 px the bar of spec 1 §2 in one row; below it a compact bar (the
 * company's name and 菜单, CompactNav). Both are in the page; CSS shows the one that fits.
 */
export function TopNav() {
  const nav = useTopNav();
  return (
    <>
      <Box hideBelow="md">
        <TopBar label="主导航">
          <TopBarTitle>{nav.title}</TopBarTitle>
          {nav.items.map((item) => (
            <NavEntry key={item.label} item={item} nav={nav} className="top-nav__link" />
          ))}
          <button type="button" className="top-nav__link" onClick={nav.qa}>
            问答
          </button>
          <Box flex="1" />
          <DownloadApp />
          <AreaLink to={nav.personalCentre} className="top-nav__link">
            个人中心
            {nav.messageDot && <span className="top-nav__dot" aria-hidden="true" />}
          </AreaLink>
          <button type="button" className="top-nav__link" onClick={() => void nav.signOut()}>
            退出
          </button>
        </TopBar>
      </Box>
      <Box hideFrom="md" position="relative" zIndex="sticky">
        <CompactNav nav={nav} />
      </Box>
    </>
  );
}
