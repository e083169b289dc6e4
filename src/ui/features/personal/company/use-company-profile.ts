import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadCompanyProfile } from '../../../../application/company/load-company-profile';
import { CheckLicense, LoadCurrentUser } from '../../../../application/session/load-current-user';
import { useService } from '../../../platform/container-context';

export const COMPANY_PROFILE_KEY = ['company-profile'] as const;

/** The company profile, shared by the company screens and the header's logo. */
export function useCompanyProfile() {
  const load = useService(LoadCompanyProfile);
  return useQuery({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: async () => {
      const answer = await load.execute();
      if (!answer.ok) throw answer.error;
      return answer.value;
    },
  });
}

/** The profile as a company screen's form shows it, with 重新加载 for a failed load. */
export function useCompanyProfileForForm() {
  const profile = useCompanyProfile();
  return { data: profile.data, pending: profile.isPending, retry: () => void profile.refetch() };
}

/**
 * After a company save: the profile, the licence check and the user index (company name and
 * badges in the header) are read again, so every screen shows what the server now holds.
 */
export function useRefreshCompany() {
  const client = useQueryClient();
  const checkLicense = useService(CheckLicense);
  const loadUser = useService(LoadCurrentUser);
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: COMPANY_PROFILE_KEY }),
      checkLicense.execute().catch(() => undefined),
      loadUser.execute().catch(() => undefined),
    ]);
  }, [client, checkLicense, loadUser]);
}
