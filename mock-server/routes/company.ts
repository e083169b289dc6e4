import type { Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { ok } from '../envelope';
import { allAccounts, me, requireAuth } from '../auth';
import { phone, validate } from '../validate';
import { profileOf, profileView, resetCompanyStore } from './company-store';

/**
 * The company screens' endpoints: company profile, phone check (and, below, licence, licence
 * records and group children). Listed in AREAS after qiniu (its reset stores fixture images).
 */
function routes(v2: Router) {
  v2.get('/account/company-profile', requireAuth, validate({ query: v.object({ thumbnailWidth: v.optional(v.string()) }) }), (req, res) => {
    const profile = profileOf(me(req));
    ok(res, profile ? profileView(profile) : null);
  });

  // Registered: any account's phone, including accounts created while the mock runs.
  v2.get('/users/check-phone', requireAuth, validate({ query: v.object({ phone: phone(), type: v.literal('Landlord') }) }), (req, res) => {
    const { phone: wanted } = req.query as { phone: string };
    ok(res, { registered: allAccounts().some((a) => a.phone === wanted) });
  });
}

export const companyArea: MockArea = { name: 'company', reset: resetCompanyStore, routes };
