import { useId, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { type MenuLink, isPersonalPath, menuEntryOf, personalMenu } from '../../../../domain/personal/personal-menu';
import { useSession } from '../../../platform/container-context';
import { CURRENT_LINK as CURRENT } from '../../../components/area-exit';
import { menuPaths } from './menu-input';

// The entry of the screen on show is marked as the router marks a link to it, on the screens it leads to too.

function Entry({ entry, nested, current }: { entry: MenuLink; nested?: boolean; current: boolean }) {
  return (
    <Link
      to={`/personal/${entry.path}` as string}
      className="personal-menu__link"
      data-nested={nested ? '' : undefined}
      inactiveProps={current ? CURRENT : undefined}
    >
      {entry.label}
      {entry.dot && <span className="personal-menu__dot" role="img" aria-label="有未读消息" />}
    </Link>
  );
}

/**
 * The side menu (spec 2 section 2): per account type, following menu_list and the permission list.
 * Below 992 px (a phone, a tablet) the menu stands above the screen, and its twenty-odd entries
 * pushed the screen below the fold (beside it at 768 px, it left the tables two characters a
 * column): there it folds behind a button that names the current entry, and folds again when
 * another screen opens.
 */
export function PersonalMenu() {
  const { role, permissions, userIndex, messageDot } = useSession();
  const menu = personalMenu({ role, permissions, menuList: menuPaths(userIndex?.menu_list), messageDot });
  const { pathname } = useLocation();
  // Open on the screen it was opened on only, so that following one of its links folds it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const links = menu.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));
  // A child screen (a banner's form, 添加子账号, a promotion, 公司数据) highlights its parent's entry.
  const screen = pathname.replace(/^\/personal\//, '');
  const currentPath = isPersonalPath(screen) ? menuEntryOf(screen) : null;
  const current = links.find((entry) => entry.path === currentPath);
  return (
    <Box as="nav" aria-label="个人中心菜单" bg="white" rounded="md" shadow="xs" py={{ base: '1', lg: '3' }}>
      <Button
        hideFrom="lg"
        variant="ghost"
        w="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Box as="span" display="inline-flex" alignItems="center" gap="1.5">
          {current ? `菜单：${current.label}` : '菜单'}
          {/* Folded, the menu still shows that a message is unread. */}
          {!open && links.some((entry) => entry.dot) && <span className="personal-menu__dot" role="img" aria-label="有未读消息" />}
        </Box>
        <Text as="span" aria-hidden="true" color="gray.500">
          {open ? '▲' : '▼'}
        </Text>
      </Button>
      <Stack as="ul" id={listId} gap="0" listStyleType="none" display={{ base: open ? 'flex' : 'none', lg: 'flex' }}>
        {menu.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.path}>
              <Entry entry={entry} current={entry === current} />
            </li>
          ) : (
            <li key={entry.label}>
              <Text as="h2" px="5" pt="3" pb="1" fontSize="xs" fontWeight="semibold" color="gray.500" id={`menu-group-${entry.label}`}>
                {entry.label}
              </Text>
              <Stack as="ul" gap="0" listStyleType="none" aria-labelledby={`menu-group-${entry.label}`}>
                {entry.children.map((child) => (
                  <li key={child.path}>
                    <Entry entry={child} nested current={child === current} />
                  </li>
                ))}
              </Stack>
            </li>
          ),
        )}
      </Stack>
    </Box>
  );
}
