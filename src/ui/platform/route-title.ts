import { type StaticDataRouteOption, useMatch } from '@tanstack/react-router';

/**
 * The title of the route whose screen calls it (its staticData.title): a screen that opens with
 * its title as a heading reads it here, so that the page's title, the shell's placeholder of the
 * screen (ScreenPlaceholder) and the heading are one fact.
 */
export function useRouteTitle(): string {
  return useMatch({ strict: false, select: (match) => match.staticData?.title ?? '' });
}

/**
 * The screen's route among these (routes or matches, outermost first): the deepest whose static
 * data names a title. The page's title (RootLayout) and the shell's placeholder of a screen on
 * its way (AppShell) read it.
 */
export const deepestTitled = <T>(items: readonly T[], staticData: (item: T) => StaticDataRouteOption | undefined): T | undefined =>
  [...items].reverse().find((item) => staticData(item)?.title);
