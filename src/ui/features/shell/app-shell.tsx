import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { TopNav } from './top-nav';
import { LicenceBanner } from './licence-banner';
import { FeedbackReminder } from '../orders/feedback-reminder';

/** The signed-in frame: top navigation, the licence reminder, then the screen. */
export function AppShell() {
  return (
    <Box minH="100vh">
      <TopNav />
      <LicenceBanner />
      <FeedbackReminder />
      <Box as="main" id="main" maxW="6xl" mx="auto" px="6" py="6">
        <Outlet />
      </Box>
    </Box>
  );
}
