/**
 * What `useLateMutation` loads after the first paint: TanStack Query's mutation observer and the
 * page's query client (the one the signed-in app's screens share).
 */
export { MutationObserver } from '@tanstack/react-query';
export { queryClientOf } from '../platform/query-client';
