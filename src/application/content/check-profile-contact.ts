import { defineUseCase } from '../use-case';
import { LoadCompanyProfile } from '../company/load-company-profile';
import { hasProfileContact } from '../../domain/content/profile-contact';

export type ProfileContactState = 'complete' | 'incomplete' | 'unknown';

/**
 * Honour add and banner add need the company profile's contact filled in. A profile that
 * could not be read is 'unknown': the request layer has told the user, the add does not start.
 */
export const CheckProfileContact = defineUseCase([LoadCompanyProfile], (profile) => ({
  async execute(): Promise<ProfileContactState> {
    try {
      const answer = await profile.execute();
      if (!answer.ok) return 'unknown';
      return hasProfileContact(answer.value) ? 'complete' : 'incomplete';
    } catch {
      return 'unknown';
    }
  },
}));
export type CheckProfileContact = InstanceType<typeof CheckProfileContact>;
