import { Box, Grid } from '@chakra-ui/react';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { deepestTitled } from '../../../platform/route-title';
import { ScreenPlaceholder } from '../../../components/screen-placeholder';
import { PersonalHeader } from './personal-header';
import { PersonalMenu } from './personal-menu';
import { MenuGuide } from './menu-guide';

const trimmed = (path: string | undefined) => (path ?? '').replace(/\/+$/, '');

/**
 * The screen the address names while the router still shows another (its file or data on the
 * way): null once they are the same screen.
 */
const usePendingScreen = () =>
  useRouterState({
    select: (s) => (trimmed(s.matches.at(-1)?.pathname) === trimmed(s.location.pathname) ? null : s.location.pathname),
  });

/**
 * /personal: the header, the side menu and the screen. Entering the personal centre reads the
 * user index again (the route's onEnter), so a changed
 * menu_list or permission list shows without a reload. A menu entry shows the next screen's
 * heading and 加载中… in the card at once: the old screen stayed 0.6-0.8 s at 4x CPU with no sign
 * that the next one was coming (issue 59).
 */
export function PersonalLayout() {
  const pending = usePendingScreen();
  const router = useRouter();
  const opening = pending ? deepestTitled(router.getMatchedRoutes(pending)[0], (r) => r.options.staticData)?.options.staticData : null;
  return (
    <Box>
      <PersonalHeader />
      <Grid templateColumns={{ base: '1fr', lg: '200px 1fr' }} gap="6" mt="6" alignItems="start">
        <PersonalMenu />
        <Box as="section" minW="0" bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 6 }}>
          {pending ? <ScreenPlaceholder area="" title={opening?.title} heading={opening?.title ? 'h2' : undefined} /> : <Outlet />}
        </Box>
      </Grid>
      <MenuGuide />
    </Box>
  );
}
