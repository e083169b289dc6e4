import { PROFILE_INCOMPLETE_MESSAGE } from '../order/order-actions';

/**
 * Adding an honour or a banner needs the company profile's contact filled in (spec 2 section
 * 2); otherwise a prompt offers to look around or to complete the profile.
 */
export const PROFILE_CONTACT_PROMPT = {
  text: PROFILE_INCOMPLETE_MESSAGE,
  stay: '再看看',
  complete: '去完善',
  completePath: '/personal/enterpriseInfo',
} as const;

export const hasProfileContact = (profile: { contact?: string | null }) => (profile.contact ?? '').trim() !== '';
