import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { type AnyRoute, Outlet, useLocation, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { TopNav } from './top-nav';
import { LoadingStatus, ScreenPlaceholder } from '../../components/screen-placeholder';
import { PlaceholderTabs } from './placeholder-tabs';
import { LicenceBanner } from './licence-banner';
import { FeedbackReminder } from './feedback-reminder';
import { QueryProvider } from '../../platform/query-client';
import { deepestTitled } from '../../platform/route-title';
import { afterNextPaint } from '../../components/next-task';
import { AreaExitContext, areaOf } from '../../components/area-exit';
import { PAGE_CHROME_PX } from '../../../domain/common/page-layout';
import { useScreenFocus } from './screen-focus';
import { SKIP_TO_MAIN } from './shell-words';

/**
 * The signed-in frame: top navigation, the licence reminder, then the screen, all of which
 * read server data through the page's query client. The screen's area is at least the
 * viewport minus 200 px high (spec 2 §9).
 */
export function AppShell() {
  return (
    <QueryProvider>
      <ShellFrame />
    </QueryProvider>
  );
}

/** What the screen's route (the one that names the page's title) says it opens with. */
const openingOf = (routes: readonly AnyRoute[]) => {
  const named = deepestTitled(routes, (r) => r.options.staticData)?.options.staticData;
  return { title: named?.title, heading: named?.heading, tabs: named?.tabs };
};

function ShellFrame() {
  // The screen renders in a pass of its own after the shell's: as one, the first render of / or
  // /order was committed in one of the longest tasks of start-up (issue 13), and a click in the
  // top navigation rendered the whole new screen before its next paint (issue 48: 120-420 ms at
  // 4x CPU). The router's state is an external store, which React renders synchronously; the
  // deferred area is not: when the area changes (and on the first render, where it starts as
  // null), the urgent pass shows the screen's placeholder in its place (ScreenPlaceholder: its
  // heading where it has one, with the 加载中… line) and paints, and the new screen renders in a
  // transition of its own. Moves inside an area (the personal
  // centre's menu, a list's tabs) keep their screen and render as before.
  // The area: the path's first segment ('' for 首页, 'order', 'personal' ...).
  const area = useLocation({ select: (l) => areaOf(l.pathname) });
  // The area of the screen the router holds: while a new area's screen file is on its way, the
  // address is the new one but the router still holds the old screen, which the outlet would
  // show again under the new address (the placeholder for a frame, then 首页 until 效果图's file
  // came). The placeholder stays until the router holds the new screen.
  const loadedArea = useRouterState({ select: (s) => areaOf(s.matches.at(-1)?.pathname ?? s.location.pathname) });
  const shownArea = useDeferredValue<string | null>(loadedArea, null);
  const screen = shownArea === area;
  // A top navigation link to another area (AreaLink) goes one step earlier: its click shows the
  // 加载中… line above the old screen, which stays as it is, and the navigation starts after that
  // frame; so the old screen is unmounted in a task of its own, not in the click's.
  const router = useRouter();
  // The title and heading of the screen being opened (its route's), for its placeholder: read when the
  // placeholder shows, so that moves inside an area do not render the frame again.
  const opening = screen ? null : openingOf(router.getMatchedRoutes(router.state.location.pathname)[0]);
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);
  const current = useRef(area);
  // The latest value for the effects and handlers, written once the render is committed.
  useLayoutEffect(() => {
    current.current = area;
  });
  const leave = useCallback(
    (to: string) => {
      setLeavingFrom(current.current);
      afterNextPaint(() => void router.navigate({ to }).finally(() => setLeavingFrom(null)));
    },
    [router],
  );
  const leaving = leavingFrom === area;
  const main = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (l) => l.pathname });
  const title = useMatches({ select: (matches) => deepestTitled(matches, (m) => m.staticData)?.staticData.title });
  useScreenFocus(main, pathname, screen, title);
  // The same element in every pass: the click's pass renders the line, not the screen again.
  const outlet = useMemo(() => <Outlet />, []);
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
    <AreaExitContext.Provider value={leave}>
      <Box minH="100vh">
        <a
          href="#main"
          className="skip-link"
          onClick={(e) => {
            // The router owns the address: focus the main area without a #main in it.
            e.preventDefault();
            main.current?.focus();
          }}
        >
          {SKIP_TO_MAIN}
        </a>
        {bars}
        <Box as="main" id="main" ref={main} tabIndex={-1} maxW="6xl" mx="auto" px="6" py="6" minH={`calc(100vh - ${PAGE_CHROME_PX}px)`}>
          {leaving && <LoadingStatus />}
          {screen ? outlet : <ScreenPlaceholder area={area} title={opening?.title} heading={opening?.heading} tabs={opening?.tabs && <PlaceholderTabs tabs={opening.tabs} />} />}
        </Box>
      </Box>
    </AreaExitContext.Provider>
  );
}
