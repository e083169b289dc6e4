import { Box, Grid } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { PersonalHeader } from './personal-header';
import { PersonalMenu } from './personal-menu';
import { MenuGuide } from './menu-guide';

/**
 * /personal: the header, the side menu and the screen. Entering the personal centre reads the
 * user index again (the route's onEnter), so a changed
 * menu_list or permission list shows without a reload.
 */
export function PersonalLayout() {
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
