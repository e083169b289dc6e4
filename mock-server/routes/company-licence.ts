import type { NextFunction, Request, Response, Router } from 'express';
import * as v from 'valibot';
import { ok, okPage, pageStart, FROZEN, INCOMPLETE_PROFILE, NO_PERMISSION, refuse } from '../envelope';
import { me, requireAuth } from '../auth';
import { mount, routePath, pageNumberPaging, validate } from '../mount';
import { company } from '../../contracts/api/company';
import { honors } from '../../contracts/api/honors';
import { LicenceBody, imageUrl, profileOf, stamp, store, syncAccounts } from './company-profile';

const RecordsQuery = v.object({
  type: v.literal('BussinessLicense'),
  // offset is a page number from 1 (the screen sends offset=1 for the newest records).
  ...pageNumberPaging(50, 3),
  thumbnailWidth: v.optional(v.string()),
});

/** GET /account/honors belongs to the honours area except for the licence records. */
const licenceRecordsOnly = (req: Request, _res: Response, next: NextFunction) =>
  req.query.type === 'BussinessLicense' ? next() : next('route');

export function companyLicenceRoutes(v2: Router) {
  v2.get(routePath(honors.list), licenceRecordsOnly, requireAuth, validate({ query: RecordsQuery }), (req, res) => {
    const { limit, offset } = req.query as unknown as v.InferOutput<typeof RecordsQuery>;
    const all = store.records.get(me(req).company_id) ?? [];
    okPage(res, all, pageStart(offset, limit), limit, ({ photo, ...r }) => ({ ...r, thumbnailPhoto: imageUrl(photo) }));
  });

  // Business-info update: refused while a submission is under review (2), when the licence was
  // not passed (3: it is fixed in enterpriseInfo) and before onboarding is done (status not 1).
  mount(v2, company.saveLicence, { schemas: { body: LicenceBody } }, (req, res) => {
    const a = me(req);
    const profile = profileOf(a);
    if (a.isSubAccount) return refuse(res, NO_PERMISSION);
    if (a.company_status === 3) return refuse(res, FROZEN);
    if (!profile || profile.licenseStatus === 2 || profile.licenseStatus === 3 || a.status !== 1) return refuse(res, INCOMPLETE_PROFILE);
    const body = req.body as v.InferOutput<typeof LicenceBody>;
    const records = store.records.get(a.company_id) ?? [];
    store.records.set(a.company_id, [{ timestamp: stamp(), status: 2, title: body.name, creditCode: body.creditCode, content: '', photo: body.businessLicense }, ...records]);
    profile.licenseStatus = 2;
    syncAccounts(a.company_id, profile);
    ok(res, null, '提交成功');
  });
}
