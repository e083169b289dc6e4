import { useMatch } from '@tanstack/react-router';

/**
 * The title of the route whose screen calls it (its staticData.title): a screen that opens with
 * its title as a heading reads it here, so that the page's title, the shell's placeholder of the
 * screen (ScreenPlaceholder) and the heading are one fact.
 */
export function useRouteTitle(): string {
  return useMatch({ strict: false, select: (match) => match.staticData?.title ?? '' });
}
