import type { Request, Response, Router } from 'express';
import * as v from 'valibot';
import { fail, ok } from '../envelope';
import { me, requireAuth } from '../auth';
import { DEMO_SMS_CODE } from '../fixtures/accounts';
import { type UserType, wellFormedIds } from '../fixtures/sub-accounts';
import { idParams, int, text, validate } from '../validate';
import { SUB_ACCOUNT_PRESETS } from '../../src/domain/sub-account/sub-account';
import { createSubAccount, findSubAccount, phoneTaken, updateSubAccount } from './sub-account-store';
import { mainAccountOnly } from './sub-account-access';

const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,20}$/;
const mobile = v.pipe(v.string(), v.trim(), v.regex(/^1[3-9]\d{9}$/, '手机号格式错误'), v.check((s) => !/^17[01]/.test(s), '禁止使用170、171号段手机'));
const password = v.pipe(v.string(), v.regex(STRONG, '大于8位小于20大小写字母和数字组合'));
const permissions = v.pipe(
  v.array(int()),
  v.minLength(1, '请选择权限'),
  v.maxLength(4),
  v.check((ids: number[]) => wellFormedIds(ids), '权限不存在或重复'),
);
const userType = v.picklist(['Designer', 'Operation', 'Sub'] as const);
const matching = <T extends { password?: string; confirm_password?: string }>() =>
  v.check<T, string>((b) => (b.password ?? '') === (b.confirm_password ?? ''), '两次输入密码不一致');
/** Designer and Operation take their type's preset, all four locked (spec 2 section 4, Sub-account types). */
const presetKept = <T extends { user_type: UserType; permission_list: number[] }>() =>
  v.check<T, string>((b) => {
    const preset = SUB_ACCOUNT_PRESETS[b.user_type];
    if (!preset.locked) return true;
    return b.permission_list.length === preset.ids.length && preset.ids.every((id) => b.permission_list.includes(id));
  }, '该子账号类型的权限不可修改');

const CreateBody = v.pipe(
  v.object({ name: text(5, 1), phone: mobile, sms_code: text(6, 1), password, confirm_password: v.string(), user_type: userType, permission_list: permissions }),
  matching(),
  presetKept(),
);

const UpdateBody = v.pipe(
  v.object({
    name: text(5, 1),
    phone: mobile,
    sms_code: v.optional(text(6, 1)),
    password: v.optional(password),
    confirm_password: v.optional(v.string()),
    user_type: userType,
    permission_list: permissions,
  }),
  matching(),
  presetKept(),
);

interface Written {
  name: string;
  phone: string;
  sms_code?: string;
  password?: string;
  user_type: UserType;
  permission_list: number[];
}

const REGISTERED = (res: Response) => fail(res, 20101, '该手机号已注册，请更换手机号');
const WRONG_CODE = (res: Response) => fail(res, 20102, '验证码错误');

function create(req: Request, res: Response) {
  const a = me(req);
  if (a.company_status === 3) return fail(res, 20405, '您的公司账号为冻结状态，无法操作');
  const body = req.body as Written;
  if (body.sms_code !== DEMO_SMS_CODE) return WRONG_CODE(res);
  if (phoneTaken(body.phone)) return REGISTERED(res);
  const input = { company_id: a.company_id, realname: body.name, phone: body.phone, password: body.password, user_type: body.user_type, ids: body.permission_list };
  const created = createSubAccount(input);
  if (!created) return fail(res, 20403, '暂无该权限');
  ok(res, { id: created.user_id }, '已成功添加!');
}

function update(req: Request, res: Response) {
  const account = findSubAccount(me(req).company_id, (req.params as unknown as { id: number }).id);
  if (!account) return fail(res, 20404, '子账号不存在');
  const body = req.body as Written;
  if (body.phone !== account.phone) {
    // A new phone needs its code, and replaces the old one for sign-in.
    if (body.sms_code !== DEMO_SMS_CODE) return WRONG_CODE(res);
    if (phoneTaken(body.phone, account)) return REGISTERED(res);
  }
  updateSubAccount(account, { realname: body.name, phone: body.phone, password: body.password, user_type: body.user_type, ids: body.permission_list });
  ok(res, null, '修改成功!');
}

/** POST and PUT /v2/users/sub-account: only a main account writes, and only within its company. */
export function subAccountWriteRoutes(v2: Router) {
  v2.post('/users/sub-account', requireAuth, mainAccountOnly, validate({ body: CreateBody }), create);
  v2.put('/users/sub-account/:id', requireAuth, mainAccountOnly, validate({ params: idParams, body: UpdateBody }), update);
}
