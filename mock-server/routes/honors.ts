import type { NextFunction, Request, Response, Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok, EDIT_ONLY_NOT_PASSED, FROZEN, IMAGE_AUDIT_FAILED, NO_PERMISSION, type Refusal, refuse } from '../envelope';
import { me } from '../auth';
import { storeFile } from '../qiniu';
import { mount, int } from '../mount';
import { honorBody, honors as api } from '../../contracts/api/honors';
import { refuseForeignImages } from '../content-keys';
import type { Account } from '../fixtures/accounts';
import { type MockHonor, honorImages, seedHonors } from '../fixtures/honors';
import { HONOR_DELETE_PENDING } from '../../src/domain/honor/honor-permissions';
import { DELETE_ONLY_NOT_PASSED_CODE, NOT_FOUND_CODE } from '../../src/domain/common/business-codes';

/** A pending honour cannot be deleted. */
export const PENDING_HONOR_KEPT: Refusal = { code: DELETE_ONLY_NOT_PASSED_CODE, msg: HONOR_DELETE_PENDING };

let honors: MockHonor[] = [];
/** Provider state: the next honour saves fail the image audit (20022). */
let auditFails = false;

const publicUrl = (key: string) => `/uploads/${key}`;
const view = (h: MockHonor) => ({
  ...h,
  photo: [h.photoOne, h.photoTwo, h.photoThree].filter(Boolean).map(publicUrl),
});

/** The honours' reading of the list's query (the licence records' is the company area's). */
const ListQuery = v.object({
  status: v.optional(v.pipe(int(), v.minValue(1), v.maxValue(3))),
  thumbnailWidth: v.optional(int()),
});

/** Licence records share the path (type=BussinessLicense); they belong to the company area. */
const honoursOnly = (req: Request, _res: Response, next: NextFunction) => (req.query.type !== undefined ? next('route') : next());

/** Honours are the main account's: sub-accounts and group accounts change none. */
function refusal(res: Response, a: Account, creating: boolean): boolean {
  if (a.isSubAccount || a.isGroupCompany) return (refuse(res, NO_PERMISSION), true);
  if (creating && a.company_status === 3) return (refuse(res, FROZEN), true);
  if (auditFails) return (refuse(res, IMAGE_AUDIT_FAILED), true);
  return false;
}

function find(req: Request, res: Response): MockHonor | undefined {
  const honor = honors.find((h) => h.id === Number(req.params.id) && h.company_id === me(req).company_id);
  if (!honor) fail(res, NOT_FOUND_CODE, '荣誉资质不存在');
  return honor;
}

type Body = v.InferOutput<typeof honorBody>;
const photosOf = (h: Pick<MockHonor, 'photoOne' | 'photoTwo' | 'photoThree'>) => [h.photoOne, h.photoTwo, h.photoThree].filter(Boolean);
const fill = (h: MockHonor, b: Body) => Object.assign(h, { ...b, status: 2, timestamp: Math.floor(Date.now() / 1000) });

function routes(v2: Router) {
  mount(v2, api.list, { before: [honoursOnly], schemas: { query: ListQuery } }, (req, res) => {
    const { status } = req.query as v.InferOutput<typeof ListQuery>;
    const own = honors.filter((h) => h.company_id === me(req).company_id && (!status || h.status === status));
    ok(res, { items: own.sort((x, y) => y.timestamp - x.timestamp).map(view), total: own.length });
  });
  mount(v2, api.create, (req, res) => {
    const a = me(req);
    if (refusal(res, a, true) || refuseForeignImages(res, a, 'honor', photosOf(req.body as Body))) return;
    const id = Math.max(400, ...honors.map((h) => h.id)) + 1;
    const honor = fill({ id, honorId: 9000 + id, company_id: a.company_id } as MockHonor, req.body as Body);
    honors.push(honor);
    ok(res, { id }, '添加成功');
  });
  mount(v2, api.one, (req, res) => {
    const honor = find(req, res);
    if (honor) ok(res, view(honor));
  });
  mount(v2, api.update, (req, res) => {
    const honor = find(req, res);
    if (!honor || refusal(res, me(req), false)) return;
    if (honor.status !== 3) return refuse(res, EDIT_ONLY_NOT_PASSED);
    if (refuseForeignImages(res, me(req), 'honor', photosOf(req.body as Body), photosOf(honor))) return;
    fill(honor, req.body as Body);
    ok(res, { id: honor.id }, '修改成功!');
  });
  mount(v2, api.remove, (req, res) => {
    const a = me(req);
    const honor = find(req, res);
    if (!honor) return;
    if (a.isSubAccount || a.isGroupCompany) return refuse(res, NO_PERMISSION);
    if (honor.status === 2) return refuse(res, PENDING_HONOR_KEPT);
    honors = honors.filter((h) => h !== honor);
    ok(res, null, '删除成功!');
  });
}

export const honorsArea: MockArea = {
  name: 'honors',
  reset: () => {
    honors = seedHonors();
    auditFails = false;
    for (const image of honorImages()) storeFile(image.key, 'image/png', image.body);
  },
  routes,
  states: {
    'the merchant company has no honours': () => {
      honors = honors.filter((h) => h.company_id !== 501);
    },
    'honour images fail the content audit': () => {
      auditFails = true;
    },
  },
};
