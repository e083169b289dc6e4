import { useEffect, useId, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { ClosedWhenFailed, lazyPart } from '../../components/lazy-part';
import { AreaLink } from '../../components/area-exit';
import { DOWNLOAD_URL } from './download-app';
import { TopBar, TopBarTitle } from './shell-frame';
import { NavEntry, type TopNavModel } from './nav-model';
import { SIGN_OUT_QUESTION } from './shell-words';


const ConfirmDialog = lazyPart(() => import('../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * The top navigation below 768 px: one bar of 56 px with the company's name and 菜单, which
 * unfolds the entries under the bar (首页, 订单, 效果图, 文章, 问答, 个人中心, 下载APP, 退出)
 * in rows a thumb can hit. 下载APP is a link to the app (a QR code is of no use on the phone that
 * shows it); 退出 asks first. Following an entry, Escape or 菜单 again folds it.
 */
export function CompactNav({ nav }: { nav: TopNavModel }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  // Open on the screen it was opened on only, so that following one of its links folds it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [asking, setAsking] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open || asking) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, asking]);

  return (
    <TopBar label="主导航">
      <TopBarTitle>{nav.title}</TopBarTitle>
      <Box flex="1" />
      <button
        ref={toggle}
        type="button"
        className="top-nav__link compact-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span aria-hidden="true" className="compact-nav__icon" />
        菜单
        {nav.messageDot && <span className="top-nav__dot" aria-hidden="true" />}
      </button>
      <ul id={listId} className="compact-nav__list" hidden={!open}>
        {nav.items.map((item) => (
          <li key={item.label}>
            <NavEntry item={item} nav={nav} className="compact-nav__link" />
          </li>
        ))}
        <li>
          <button type="button" className="compact-nav__link" onClick={nav.qa}>
            问答
          </button>
        </li>
        <li>
          <AreaLink to={nav.personalCentre} className="compact-nav__link">
            个人中心
            {nav.messageDot && (
              <Text as="span" fontSize="sm" color="red.300" ml="2">
                有未读消息
              </Text>
            )}
          </AreaLink>
        </li>
        <li>
          <a href={DOWNLOAD_URL} className="compact-nav__link">
            下载APP
          </a>
        </li>
        <li>
          <button type="button" className="compact-nav__link" onClick={() => setAsking(true)}>
            退出
          </button>
        </li>
      </ul>
      {asking && (
        <ConfirmDialog
          open
          title="退出"
          confirmText="退出"
          onConfirm={nav.signOut}
          onCancel={() => setAsking(false)}
          failed={() => <ClosedWhenFailed onClose={() => setAsking(false)} />}
        >
          {SIGN_OUT_QUESTION}
        </ConfirmDialog>
      )}
    </TopBar>
  );
}
