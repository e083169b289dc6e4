/** The spec's "enterprise info is incomplete" (spec 1 §4 accept, spec 2 §2 and §4). */
export const INCOMPLETE_PROFILE_MESSAGE = '你还没有完善企业信息';

/**
 * Adding an honour or a banner needs the company profile's contact filled in (spec 2 section
 * 2); otherwise a prompt offers to look around or to complete the profile.
 */
export const PROFILE_CONTACT_PROMPT = {
  text: INCOMPLETE_PROFILE_MESSAGE,
  stay: '再看看',
  complete: '去完善',
  completePath: '/personal/enterpriseInfo',
} as const;

export const hasProfileContact = (profile: { contact?: string | null }) => (profile.contact ?? '').trim() !== '';
