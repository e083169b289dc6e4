import type { Request, Response, Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { ok, DESIGNER_MISSING, NO_PERMISSION, refuse } from '../envelope';
import { allAccounts, me } from '../auth';
import { mount, int } from '../mount';
import { subAccounts } from '../../contracts/api/sub-accounts';
import { DESIGNER_ATTRS, type DesignerProfileRecord, EMPTY_PROFILE, seedProfiles } from '../fixtures/designers';
import { LOCATIONS, type Region } from '../fixtures/locations';
import { DesignerBody } from '../../contracts/api/wire/sub-account';

let profiles = seedProfiles();

const inTree = (id: number, tree: Region[] = LOCATIONS): boolean => tree.some((r) => r.id === id || inTree(id, r.children ?? []));
const idsOf = (list: { id: number }[]) => new Set(list.map((o) => o.id));
const optionalChoice = (allowed: Set<number>) => v.optional(v.nullable(v.pipe(int(), v.check((n) => allowed.has(n), '选项不存在'))), null);

/** The wire's body, with the choices this mock offers and its city tree. */
const ProfileBody = v.object({
  ...DesignerBody.entries,
  fg_list: v.pipe(v.array(int()), v.maxLength(DESIGNER_ATTRS.fg_list.length), v.check((ids) => ids.every((id) => idsOf(DESIGNER_ATTRS.fg_list).has(id)), '风格不存在')),
  location_id: v.optional(v.nullable(v.pipe(int(), v.check((id) => inTree(id), '城市不存在'))), null),
  type: optionalChoice(idsOf(DESIGNER_ATTRS.type)),
  work_years: optionalChoice(idsOf(DESIGNER_ATTRS.work_years)),
});

/** A sub-account's own profile; its company's main account may read and write it too. */
function designerFor(req: Request, res: Response) {
  const id = (req.params as unknown as { id: number }).id;
  const a = me(req);
  const designer = allAccounts().find((x) => x.user_id === id && x.isSubAccount);
  if (!designer) return void refuse(res, DESIGNER_MISSING);
  const mayAccess = a.user_id === id || (!a.isSubAccount && !a.isGroupCompany && a.company_id === designer.company_id);
  if (!mayAccess) return void refuse(res, NO_PERMISSION);
  return designer;
}

function routes(v2: Router) {
  mount(v2, subAccounts.designerAttributes, (_req, res) => ok(res, DESIGNER_ATTRS));

  mount(v2, subAccounts.designer, (req, res) => {
    const designer = designerFor(req, res);
    if (designer) ok(res, { id: designer.user_id, ...(profiles.get(designer.user_id) ?? EMPTY_PROFILE) });
  });

  mount(v2, subAccounts.saveDesigner, { schemas: { body: ProfileBody } }, (req, res) => {
    const designer = designerFor(req, res);
    if (!designer) return;
    profiles.set(designer.user_id, { ...(req.body as DesignerProfileRecord) });
    ok(res, null, '修改成功!');
  });
}

export const designerProfilesArea: MockArea = {
  name: 'designer-profiles',
  reset: () => void (profiles = seedProfiles()),
  routes,
};
