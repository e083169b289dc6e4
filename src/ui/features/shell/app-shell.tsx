import { useDeferredValue, useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { TopNav } from './top-nav';
import { LoadingStatus } from './shell-frame';
import { LicenceBanner } from './licence-banner';
import { FeedbackReminder } from '../orders/feedback-reminder';
import { QueryProvider } from '../../app/query-client';

/**
 * The signed-in frame: top navigation, the licence reminder, then the screen, all of which
 * read server data through the page's query client.
 */
export function AppShell() {
  return (
    <QueryProvider>
      <ShellFrame />
    </QueryProvider>
  );
}

function ShellFrame() {
  // The screen renders in a pass of its own after the shell's (the deferred value starts false):
  // as one, the first render of / or /order was committed in one of the longest tasks of
  // start-up. The shell shows the frame's 加载中… line meanwhile, so nothing flashes.
  const screen = useDeferredValue(true, false);
  // The same elements in both passes, so the second renders only the screen.
  const bars = useMemo(
    () => (
      <>
        <TopNav />
        <LicenceBanner />
        <FeedbackReminder />
      </>
    ),
    [],
  );
  return (
    <Box minH="100vh">
      {bars}
      <Box as="main" id="main" maxW="6xl" mx="auto" px="6" py="6">
        {screen ? <Outlet /> : <LoadingStatus />}
      </Box>
    </Box>
  );
}
