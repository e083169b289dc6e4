import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from '@tanstack/react-router';

/** The area of a path: its first segment ('' for 首页, 'order', 'personal' ...). */
export const areaOf = (path: string) => path.split('/')[1] ?? '';

/** A link to the screen on show (or its area) is marked as the router marks an active link. */
export const CURRENT_LINK = { 'data-status': 'active', 'aria-current': 'page' } as const;

/** Leaves the current area for `to`, painting the shell's 加载中… line first (ShellFrame). */
export type LeaveArea = (to: string) => void;

export const AreaExitContext = createContext<LeaveArea | null>(null);

const plainClick = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

/**
 * A top navigation link to another area (首页, 订单, 效果图, 文章, 个人中心), current on every
 * screen of its area. A plain click paints
 * the shell's 加载中… line in the click's frame and navigates in a task after it, so the old
 * screen is unmounted and the new one rendered after the click has painted: in the click's own
 * task, unmounting the old screen (its query observers, links and DOM) took 100-150 ms at 4x CPU
 * (issue 48). A click with a modifier, a link within the area, or outside the shell is the
 * router's Link as it is.
 */
export function AreaLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const leave = useContext(AreaExitContext);
  // The entry of the area on show is current on all of its screens: 个人中心 leads to one screen
  // of /personal (its first), and on the others no entry of the navigation was current (issue 55).
  const inArea = useLocation({ select: (l) => (to === '/' ? l.pathname === '/' : areaOf(l.pathname) === areaOf(to)) });
  return (
    <Link
      to={to}
      className={className}
      activeOptions={{ exact: to === '/' }}
      inactiveProps={inArea ? CURRENT_LINK : undefined}
      onClick={(e) => {
        if (!leave || !plainClick(e) || areaOf(to) === areaOf(window.location.pathname)) return;
        e.preventDefault();
        leave(to);
      }}
    >
      {children}
    </Link>
  );
}
