/**
 * Unsaved drafts belong to the signed-in user, not to the browser: several sub-accounts of one
 * company often share an office PC, and one must never be offered (or discard) another's draft.
 * Every stored draft key starts with its owner; without a user there is no key, so nothing is
 * read or written.
 */
export function draftOwner(userId: number | null | undefined): string | null {
  return typeof userId === 'number' && Number.isInteger(userId) && userId > 0 ? `user-${userId}` : null;
}

/** `key` (e.g. `article:new`) as the given user's draft key, or null without a user or a key. */
export function ownedDraftKey(userId: number | null | undefined, key: string | null): string | null {
  const owner = draftOwner(userId);
  return owner && key ? `${owner}/${key}` : null;
}

/**
 * Whether a stored key has an owner. Keys from before drafts had one cannot be told apart by
 * user, so they are dropped rather than offered to whoever signs in next.
 */
export function isOwnedDraftKey(key: string): boolean {
  return /^user-[1-9]\d*(\/|$)/.test(key);
}
