import { useMemo } from 'react';
import { toContentActor } from '../../../application/content/current-actor';
import type { ContentActor } from '../../../domain/content/actor';
import { useSession } from '../../platform/container-context';

/** The signed-in actor for the album and article rules, reactive to the session model. */
export function useContentActor(): ContentActor {
  const { role, permissions, user, userIndex } = useSession();
  return useMemo(() => toContentActor({ role, permissions, user, userIndex }), [role, permissions, user, userIndex]);
}
