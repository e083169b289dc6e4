import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { LoadHomeAlbums, LoadSlides } from '../../../application/orders/home-queries';
import { TOKENS } from '../../../application/tokens';
import { sessionCanSee } from '../../../application/session/session.model';
import { queryClientOf } from '../../platform/query-client';

// The home sections' questions, asked by the route's loader before the screen renders and read by
// the sections (use-home-data.ts). A failed answer is not asked again when a section mounts: the
// request layer has told the user, and the next visit's loader asks again.

export const slidesQuery = (container: Container) =>
  queryOptions({ queryKey: ['home', 'slides'], queryFn: () => container.get(LoadSlides).execute(), retryOnMount: false });

export const homeAlbumsQuery = (container: Container) =>
  queryOptions({ queryKey: ['home', 'albums'], queryFn: () => container.get(LoadHomeAlbums).execute(), retryOnMount: false });

/** Whether the signed-in account may see orders (its 订单 entry leads to a list). */
export const ordersVisible = (container: Container) => sessionCanSee(container.get(TOKENS.SessionModel), 'order');

/**
 * The home route's loader: asks for the carousel (the page's largest image) and the gallery as
 * soon as the navigation guard has let the visit through, while the screen's chunk loads and
 * renders, instead of from the sections' effects after it. Not awaited: the screen renders at once.
 */
export function prefetchHome(container: Container): void {
  const queryClient = queryClientOf(container);
  void queryClient.prefetchQuery(slidesQuery(container));
  if (sessionCanSee(container.get(TOKENS.SessionModel), 'rendering')) void queryClient.prefetchQuery(homeAlbumsQuery(container));
}
