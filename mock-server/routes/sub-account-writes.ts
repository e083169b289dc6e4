import type { Request, Response, Router } from 'express';
import * as v from 'valibot';
import { fail, ok, FROZEN, NO_PERMISSION, PHONE_REGISTERED, refuse, SUB_ACCOUNT_MISSING } from '../envelope';
import { me } from '../auth';
import { mount, BAD_REQUEST, int } from '../mount';
import { subAccounts } from '../../contracts/api/sub-accounts';
import { checkCode, codeUsed } from '../attempts';
import { type UserType, idsOf, wellFormedIds } from '../fixtures/sub-accounts';
import { SUB_ACCOUNT_PRESETS } from '../../src/domain/sub-account/sub-account';
import * as Wire from '../../contracts/api/wire/sub-account';
import { samePasswords } from '../../contracts/api/wire/sub-account';
import { createSubAccount, findSubAccount, phoneTaken, updateSubAccount } from './sub-account-store';
import { mainAccountOnly } from './sub-account-access';
import { SUB_ACCOUNT_MESSAGES } from '../../src/domain/sub-account/sub-account-form';

/** The permission ids: one level per module, at least one, all known (the mock's catalogue). */
const permissions = v.pipe(
  v.array(int()),
  v.minLength(1, '请选择权限'),
  v.maxLength(4),
  v.check((ids: number[]) => wellFormedIds(ids), '权限不存在或重复'),
);
/**
 * Designer and Operation take their type's preset, all four locked (spec 2 section 4, Sub-account
 * types). An account that already holds other ids under its locked type (one made before the
 * presets, as the glossary's demo designer, banner 2) keeps them through an edit of its name or
 * phone: what is refused is changing a locked type's permissions, not saving them as they are.
 */
const LOCKED_MESSAGE = '该子账号类型的权限不可修改';
const keepsPreset = (b: { user_type: UserType; permission_list: number[] }, stored?: { user_type: UserType; ids: number[] }) => {
  const preset = SUB_ACCOUNT_PRESETS[b.user_type];
  const same = (ids: readonly number[]) => b.permission_list.length === ids.length && ids.every((id) => b.permission_list.includes(id));
  return !preset.locked || same(preset.ids) || (stored !== undefined && stored.user_type === b.user_type && same(stored.ids));
};
const presetKept = <T extends { user_type: UserType; permission_list: number[] }>() => v.check<T, string>((b) => keepsPreset(b), LOCKED_MESSAGE);

const CreateBody = v.pipe(v.object({ ...Wire.CreateBody.entries, permission_list: permissions }), samePasswords(), presetKept());
const UpdateBody = v.pipe(v.object({ ...Wire.UpdateBody.entries, permission_list: permissions }), samePasswords());

interface Written {
  name: string;
  phone: string;
  sms_code?: string;
  password?: string;
  user_type: UserType;
  permission_list: number[];
}

const REGISTERED = (res: Response) => refuse(res, PHONE_REGISTERED);
/** The code sent to the sub-account's phone: refused unless sent, right and unused. */
const codeRefusal = (res: Response, body: Written) => {
  const wrongCode = checkCode(body.phone, body.sms_code ?? '');
  return wrongCode ? (refuse(res, wrongCode), true) : false;
};

function create(req: Request, res: Response) {
  const a = me(req);
  if (a.company_status === 3) return refuse(res, FROZEN);
  const body = req.body as Written;
  if (codeRefusal(res, body)) return;
  if (phoneTaken(body.phone)) return REGISTERED(res);
  const input = { company_id: a.company_id, realname: body.name, phone: body.phone, password: body.password, user_type: body.user_type, ids: body.permission_list };
  const created = createSubAccount(input);
  if (!created) return refuse(res, NO_PERMISSION);
  codeUsed(body.phone);
  ok(res, { id: created.user_id }, SUB_ACCOUNT_MESSAGES.added);
}

function update(req: Request, res: Response) {
  const account = findSubAccount(me(req).company_id, (req.params as unknown as { id: number }).id);
  if (!account) return refuse(res, SUB_ACCOUNT_MISSING);
  const body = req.body as Written;
  if (!keepsPreset(body, { user_type: account.user_type ?? 'Sub', ids: idsOf(account.permissionList ?? null) }))
    return fail(res, BAD_REQUEST, `参数错误：${LOCKED_MESSAGE}`, null, BAD_REQUEST);
  if (body.phone !== account.phone) {
    // A new phone needs its code, and replaces the old one for sign-in.
    if (codeRefusal(res, body)) return;
    if (phoneTaken(body.phone, account)) return REGISTERED(res);
    codeUsed(body.phone);
  }
  updateSubAccount(account, { realname: body.name, phone: body.phone, password: body.password, user_type: body.user_type, ids: body.permission_list });
  ok(res, null, '修改成功!');
}

/** POST and PUT /v2/users/sub-account: only a main account writes, and only within its company. */
export function subAccountWriteRoutes(v2: Router) {
  mount(v2, subAccounts.create, { before: [mainAccountOnly], schemas: { body: CreateBody } }, create);
  mount(v2, subAccounts.update, { before: [mainAccountOnly], schemas: { body: UpdateBody } }, update);
}
