import { useEffect } from 'react';
import { Box, Grid } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { LoadCurrentUser } from '../../../../application/session/load-current-user';
import { EnsureSession } from '../../../../application/session/ensure-session';
import { useService } from '../../../app/container-context';
import { PersonalHeader } from './personal-header';
import { PersonalMenu } from './personal-menu';
import { MenuGuide } from './menu-guide';

/**
 * /personal: the header, the side menu and the screen. Entering the personal centre fetches
 * the user index again, so a changed menu_list or permission list shows without a reload;
 * when the page opened on the personal centre, the guard has just fetched it for this very
 * navigation, and that answer is used.
 */
export function PersonalLayout() {
  const loadUser = useService(LoadCurrentUser);
  const ensure = useService(EnsureSession);
  useEffect(() => {
    if (ensure.userIndexLoadedByThisNavigation()) return;
    void loadUser.execute().catch(() => undefined);
  }, [loadUser, ensure]);

  return (
    <Box>
      <PersonalHeader />
      <Grid templateColumns={{ base: '1fr', md: '200px 1fr' }} gap="6" mt="6" alignItems="start">
        <PersonalMenu />
        <Box as="section" minW="0" bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 6 }}>
          <Outlet />
        </Box>
      </Grid>
      <MenuGuide />
    </Box>
  );
}
