import type { Router } from 'express';
import type { MockArea } from '../area';
import { companyProfileRoutes, phoneChecks, resetCompanyStore, store } from './company-profile';
import { companyLicenceRoutes } from './company-licence';
import { groupChildrenRoutes } from './group-children';

/**
 * The company screens' endpoints: company profile, phone check, licence update, licence records
 * and group children. Listed in AREAS after qiniu (its reset stores the fixture images) and
 * before honours (GET /account/honors passes everything but type=BussinessLicense on).
 */
function routes(v2: Router) {
  companyProfileRoutes(v2);
  companyLicenceRoutes(v2);
  groupChildrenRoutes(v2);
}

export const companyArea: MockArea = {
  name: 'company',
  reset: () => {
    resetCompanyStore();
    phoneChecks.reset();
  },
  routes,
  states: {
    'the next company profile save fails the audit': () => {
      store.auditFails = true;
    },
    'the company has no licence records': () => store.records.clear(),
    'the group has no subsidiaries': () => store.children.clear(),
  },
};
