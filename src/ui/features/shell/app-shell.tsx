import { useDeferredValue, useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet, useLocation } from '@tanstack/react-router';
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
  // The screen renders in a pass of its own after the shell's: as one, the first render of / or
  // /order was committed in one of the longest tasks of start-up (issue 13), and a click in the
  // top navigation rendered the whole new screen before its next paint (issue 48: 120-420 ms at
  // 4x CPU). The router's state is an external store, which React renders synchronously; the
  // deferred area is not: when the area changes (and on the first render, where it starts as
  // null), the urgent pass shows the frame's 加载中… line in the screen's place and paints, and
  // the new screen renders in a transition of its own. Moves inside an area (the personal
  // centre's menu, a list's tabs) keep their screen and render as before.
  // The area: the path's first segment ('' for 首页, 'order', 'personal' ...).
  const area = useLocation({ select: (l) => l.pathname.split('/')[1] });
  const shownArea = useDeferredValue<string | null>(area, null);
  const screen = shownArea === area;
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
