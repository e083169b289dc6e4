import type { ReactNode } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { LoadingStatus } from '../../components/screen-placeholder';

/** The app's name, where the signed-in frame has no company name yet. */
export const APP_TITLE = '商家中心';

/**
 * The dark bar at the top of every screen behind sign-in, with what goes in it, in one row of
 * 56 px: below 768 px it holds the company's name and 菜单 only (CompactNav); from 768 px the
 * whole navigation, the company's name giving way (cut with an ellipsis) where the row is short:
 * at 768 px the row wrapped and left 退出 alone on a second one (issue 59).
 */
export function TopBar({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box as="header" bg="gray.900" color="white">
      <HStack
        as={label ? 'nav' : 'div'}
        aria-label={label}
        maxW="6xl"
        mx="auto"
        px={{ base: '3', sm: '6' }}
        py={{ base: '2', md: '0' }}
        minH="14"
        gap="1"
        flexWrap="nowrap"
      >
        {children}
      </HStack>
    </Box>
  );
}

/** The bar's first item: the company's name, or the app's while there is none. */
export function TopBarTitle({ children }: { children: ReactNode }) {
  return (
    <Text fontWeight="bold" mr={{ base: '2', lg: '6' }} minW="0" truncate>
      {children}
    </Text>
  );
}

/**
 * The signed-in frame as the pages of the first screens behind sign-in (home.html, order.html)
 * draw it from their HTML, before any script has run (scripts/vite-route-pages.mjs): on a slow
 * network the screen stayed blank until the app had loaded, checked the session (three calls)
 * and rendered. The app's first render replaces it (React empties the root when it commits).
 */
export function LoadingFrame() {
  return (
    <Box minH="100vh">
      <TopBar>
        <TopBarTitle>{APP_TITLE}</TopBarTitle>
      </TopBar>
      <Box maxW="6xl" mx="auto" px="6" py="6">
        <LoadingStatus />
      </Box>
    </Box>
  );
}
