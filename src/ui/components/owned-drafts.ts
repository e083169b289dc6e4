import { useUnit } from 'effector-react';
import { TOKENS } from '../../application/tokens';
import { isOwnedDraftKey, ownedDraftKey } from '../../domain/session/draft-owner';
import { useService } from '../platform/container-context';

/**
 * `key` as the signed-in user's draft key (null without a user or a key: no draft then).
 * Draft hooks take plain keys (`article:new`) and store under this one, so a user never sees
 * another's draft on a shared browser; signing out keeps them for the next sign-in.
 */
export function useOwnedDraftKey(key: string | null): string | null {
  const user = useUnit(useService(TOKENS.SessionModel).$user);
  return ownedDraftKey(user?.user_id, key);
}

/**
 * Removes the stored drafts under `prefix` that have no owner (written before drafts had one):
 * nobody can tell whose they were. Called before each read, so the first read drops them.
 */
export function dropUnownedDrafts(prefix: string): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
    for (const key of keys) if (key.startsWith(prefix) && !isOwnedDraftKey(key.slice(prefix.length))) storage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to drop.
  }
}
