import type { ReactNode } from 'react';
import { Box, HStack, Heading, Spinner, Text } from '@chakra-ui/react';

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

/** The frame's 加载中… line, which the shell shows in its place until the screen's first pass. */
export function LoadingStatus() {
  return (
    <Box role="status">
      <Spinner size="sm" color="gray.400" mr="2" verticalAlign="middle" />
      <Text as="span" color="gray.500">
        加载中…
      </Text>
    </Box>
  );
}

/**
 * What the shell shows in a screen's place while the screen is on its way (its first pass, its
 * file on a first visit): the screen's frame as far as the shell knows it, so the merchant sees
 * at once where the click leads. A screen whose route says it opens with its title as a heading
 * (staticData `heading`: the lists of 效果图 and 文章, the personal centre's overviews) shows that
 * heading; one that opens with tabs (staticData `tabs`: the order lists) shows them, working
 * (`tabs`, PlaceholderTabs); a screen of the personal centre sits in the centre's header, menu
 * and card; the 加载中… line stands where the content will be.
 */
export function ScreenPlaceholder({ area, title, heading, tabs }: { area: string; title?: string; heading?: 'h1' | 'h2'; tabs?: ReactNode }) {
  const head = title && heading && (
    <Heading as={heading} size="lg">
      {title}
    </Heading>
  );
  if (area === 'personal') {
    return (
      <div className="screen-placeholder" aria-busy="true">
        <div className="screen-placeholder__block screen-placeholder__header" />
        <div className="screen-placeholder__columns">
          <div className="screen-placeholder__block screen-placeholder__menu" />
          <section className="screen-placeholder__card">
            {head}
            <LoadingStatus />
          </section>
        </div>
      </div>
    );
  }
  if (head || tabs) {
    return (
      <div className="screen-placeholder" aria-busy="true">
        {head}
        {tabs ?? <LoadingStatus />}
      </div>
    );
  }
  return <LoadingStatus />;
}
