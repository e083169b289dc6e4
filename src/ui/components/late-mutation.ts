import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { MutationObserver } from '@tanstack/react-query';
import { TOKENS } from '../../application/tokens';
import { useContainer } from '../platform/container-context';
import { afterNextPaint } from './next-task';

type Core = typeof import('./late-mutation-core');

let loading: Promise<Core> | undefined;

/** TanStack Query's mutation core, loaded once; a load that failed is asked for again by the next call. */
export const loadMutationCore = (): Promise<Core> =>
  (loading ??= import('./late-mutation-core').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

export interface LateMutation<V, R> {
  /** Runs the mutation; waits for TanStack Query's core first if it has not arrived yet. */
  mutateAsync: (variables: V) => Promise<R>;
}

/**
 * `useMutation` for the writes of /login's first screen (sign-in and its SMS code), and of the
 * screens that share them: the same TanStack Query mutation (a MutationObserver on the page's
 * query client, as `useMutation` makes), but TanStack Query's core is not among the files the
 * page loads up front (10.6 KB gzip of /login's budget, .size-limit.js). It loads after
 * the screen's first paint, long before a person has typed an account and a password; a submit
 * that comes sooner waits for it. When it does not arrive, the user is told as for a call
 * without an answer, the mutation rejects, and the form keeps what was typed to be sent again.
 * Behind sign-in the core is loaded already: the mutation runs at once. Its callers' forms
 * refuse a second submit while one runs, so it reports no state of its own.
 */
export function useLateMutation<V, R>(options: { mutationFn: (variables: V) => Promise<R> }): LateMutation<V, R> {
  const container = useContainer();
  const latest = useRef(options);
  // The latest value for the effects and handlers, written once the render is committed.
  useLayoutEffect(() => {
    latest.current = options;
  });
  const observer = useRef<MutationObserver<R, Error, V> | null>(null);

  useEffect(() => afterNextPaint(() => void loadMutationCore().catch(() => undefined)), []);

  const mutateAsync = useCallback(
    async (variables: V) => {
      let core: Core;
      try {
        core = await loadMutationCore();
      } catch (error) {
        container.get(TOKENS.Connection).tellUnreachable();
        throw error;
      }
      observer.current ??= new core.MutationObserver<R, Error, V>(core.queryClientOf(container), latest.current);
      observer.current.setOptions(latest.current);
      return observer.current.mutate(variables);
    },
    [container],
  );

  return { mutateAsync };
}
