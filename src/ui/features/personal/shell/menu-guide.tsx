import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { MENU_GUIDE, showsMenuGuide } from '../../../../domain/personal/personal-menu';
import { useSession } from '../../../platform/container-context';
import { NoticeDialog } from '../../../components/notice-dialog';
import { useAfterPaint } from '../../../components/use-after-paint';

const storageKey = (userId: number) => `merchant-menu-guide:${userId}`;

function dismissedFor(userId: number | undefined): boolean {
  if (userId === undefined) return true;
  try {
    return globalThis.localStorage?.getItem(storageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** The first-visit guide of normal accounts: until dismissed (per user), never with user=new; after the first paint. */
export function MenuGuide() {
  const { role, user } = useSession();
  const search = useSearch({ strict: false }) as { user?: unknown };
  const [dismissed, setDismissed] = useState(() => dismissedFor(user?.user_id));
  // The dialog opens once the personal centre has painted: opened with it, it rendered in the
  // task of the click that asked for the centre (issue 48).
  const painted = useAfterPaint();
  const open = painted && showsMenuGuide(role, dismissed || dismissedFor(user?.user_id), search.user === 'new');

  const dismiss = () => {
    try {
      if (user) globalThis.localStorage?.setItem(storageKey(user.user_id), '1');
    } catch {
      // Storage disabled: the guide is dismissed for this visit only.
    }
    setDismissed(true);
  };

  return (
    <NoticeDialog open={open} title={MENU_GUIDE.title} button={MENU_GUIDE.button} onButton={dismiss} onClose={dismiss} maxW="sm">
      <Text>{MENU_GUIDE.text}</Text>
    </NoticeDialog>
  );
}
