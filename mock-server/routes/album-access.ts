import type { Account } from '../fixtures/accounts';
import { type MockAlbum, companiesOf } from '../fixtures/albums';
import { FROZEN, NO_PERMISSION, type Refusal, isFrozen, levelOf, operatesOwnOnly } from '../envelope';

/**
 * Who may see and change albums (spec 2 section 6): rendering level 0 sees nothing, view-only
 * sees the company's albums, an operating sub-account only its own; group accounts read their
 * children's and change nothing; a frozen company creates and edits nothing.
 */
export const seesAlbums = (a: Account) => levelOf(a, 'rendering') !== 0;

export function visibleTo(a: Account, album: MockAlbum): boolean {
  if (!companiesOf(a.company_id, a.isGroupCompany).includes(album.company_id)) return false;
  return !operatesOwnOnly(a, 'rendering') || album.album_user_id === a.user_id;
}

/** Creating: rendering 2 and a banner level other than 1 for sub-accounts, never for groups. */
export function createRefusal(a: Account): Refusal | null {
  if (a.isGroupCompany || levelOf(a, 'rendering') !== 2 || levelOf(a, 'banner') === 1) return NO_PERMISSION;
  return isFrozen(a) ? FROZEN : null;
}

/** Editing needs rendering 2 (not the banner level). */
export function editRefusal(a: Account): Refusal | null {
  if (a.isGroupCompany || levelOf(a, 'rendering') !== 2) return NO_PERMISSION;
  return isFrozen(a) ? FROZEN : null;
}

/** The backend refuses such deletes with HTTP 405 and its own message. */
export const deleteRefused = (a: Account) => a.isGroupCompany || levelOf(a, 'rendering') !== 2 || levelOf(a, 'banner') === 1;
