import type { ReactNode } from 'react';
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import type { ContentActor } from '../../../domain/content/actor';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { useService } from '../../platform/container-context';
import { useRouteTitle } from '../../platform/route-title';
import { BackToTop } from '../../components/back-to-top';
import { ContentTabs } from './content-tabs';
import { useContentActor } from './use-content-actor';

/** What differs between the album and the article list pages. */
export interface ContentListPageConfig {
  searchLabel: string;
  searchPlaceholder: string;
  /** The create button: its label, whether this actor sees it, why it refuses, where it goes. */
  create: {
    label: string;
    shows: (actor: ContentActor) => boolean;
    blocker: (actor: ContentActor) => string | null;
    to: '/picture/uploadtitle' | '/article/add';
  };
  list: (status: ReviewStatus | undefined, search: string) => ReactNode;
}

/** A reviewed content list page (/picture, /article) under its route's title: tabs, title search and the create button, checked before it leaves. */
export function ContentListPage({ searchLabel, searchPlaceholder, create, list }: ContentListPageConfig) {
  const heading = useRouteTitle();
  const actor = useContentActor();
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();

  const start = () => {
    const blocked = create.blocker(actor);
    if (blocked) return notifier.warning(blocked);
    void navigate({ to: create.to });
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {heading}
      </Heading>
      <ContentTabs
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        action={
          create.shows(actor) && (
            <Button size="sm" colorPalette="blue" onClick={start}>
              {create.label}
            </Button>
          )
        }
      >
        {list}
      </ContentTabs>
      <BackToTop />
    </Stack>
  );
}
