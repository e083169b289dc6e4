import type { ReactNode } from 'react';
import { Box, Heading, Spinner, Text } from '@chakra-ui/react';

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
