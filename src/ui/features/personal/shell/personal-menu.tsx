import { Box, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type MenuLink, personalMenu } from '../../../../domain/personal/personal-menu';
import { useSession } from '../../../app/container-context';
import { menuPaths } from './menu-input';

function Entry({ entry, nested }: { entry: MenuLink; nested?: boolean }) {
  return (
    <Link to={`/personal/${entry.path}` as string} className="personal-menu__link" data-nested={nested ? '' : undefined}>
      {entry.label}
      {entry.dot && <span className="personal-menu__dot" role="img" aria-label="有未读消息" />}
    </Link>
  );
}

/** The side menu (spec 2 section 2): per account type, following menu_list and the permission list. */
export function PersonalMenu() {
  const { role, permissions, userIndex, messageDot } = useSession();
  const menu = personalMenu({ role, permissions, menuList: menuPaths(userIndex?.menu_list), messageDot });
  return (
    <Box as="nav" aria-label="个人中心菜单" bg="white" rounded="md" shadow="xs" py="3">
      <Stack as="ul" gap="0" listStyleType="none">
        {menu.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.path}>
              <Entry entry={entry} />
            </li>
          ) : (
            <li key={entry.label}>
              <Text as="h2" px="5" pt="3" pb="1" fontSize="xs" fontWeight="semibold" color="gray.500" id={`menu-group-${entry.label}`}>
                {entry.label}
              </Text>
              <Stack as="ul" gap="0" listStyleType="none" aria-labelledby={`menu-group-${entry.label}`}>
                {entry.children.map((child) => (
                  <li key={child.path}>
                    <Entry entry={child} nested />
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
