import type { Router } from 'express';
import type * as v from 'valibot';
import { fail, ok, NOT_YOUR_ACCOUNT, refuse } from '../envelope';
import { endSessions, me } from '../auth';
import { mount } from '../mount';
import { type deregisterBody, security } from '../../contracts/api/security';
import type { Account } from '../fixtures/accounts';
import { checkCode, codeUsed } from '../attempts';
import { OPEN_BUSINESS } from '../fixtures/security';
import { balanceOf } from '../fixtures/wallet';
import { state as orderState } from './order-store';
import { DEREGISTRATION_MESSAGES } from '../../src/domain/security/deregistration';
import { DEREGISTRATION_UNMET_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

export interface ConditionAnswer {
  key: 'balance' | 'contract' | 'appeal' | 'order';
  passed: 0 | 1;
  msg: string;
}

const yuan = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const condition = (key: ConditionAnswer['key'], open: boolean, msg: string): ConditionAnswer => ({ key, passed: open ? 0 : 1, msg: open ? msg : '' });

/** The four conditions of spec 2 section 9, each from the account's own data. */
export function conditionsOf(a: Account): ConditionAnswer[] {
  // The wallet's balance of the company and its appeals still under review (status 0).
  const balance = balanceOf(a.company_id).balance;
  const open = OPEN_BUSINESS[a.user_id] ?? { contracts: 0, orders: 0 };
  const appeals = orderState.appeals.filter((x) => x.company_id === a.company_id && x.status === 0).length;
  return [
    condition('balance', balance !== 0, `钱包余额为${yuan(balance)}元，余额为0才能注销`),
    condition('contract', open.contracts > 0, `还有${open.contracts}份合同未完成`),
    condition('appeal', appeals > 0, `还有${appeals}条申诉待处理`),
    condition('order', open.orders > 0, `还有${open.orders}个订单待处理`),
  ];
}


export function deregistrationRoutes(v2: Router) {
  mount(v2, security.deregisterCondition, (req, res) => {
    const a = me(req);
    if ((req.params as unknown as { id: number }).id !== a.user_id) return refuse(res, NOT_YOUR_ACCOUNT);
    if (a.isSubAccount) return fail(res, NO_PERMISSION_CODE, '子账号不能注销');
    ok(res, { conditions: conditionsOf(a) });
  });

  // Success puts the account in its 15-day protection period: signing in offers re-activation.
  mount(v2, security.deregister, (req, res) => {
    const a = me(req);
    const { sms_code, userId } = req.body as v.InferOutput<typeof deregisterBody>;
    if (userId !== a.user_id || a.isSubAccount) return fail(res, NO_PERMISSION_CODE, '无权注销该账号');
    const wrongCode = checkCode(a.phone, sms_code);
    if (wrongCode) return refuse(res, wrongCode);
    const unmet = conditionsOf(a).find((c) => !c.passed);
    if (unmet) return fail(res, DEREGISTRATION_UNMET_CODE, unmet.msg);
    codeUsed(a.phone);
    a.inProtection = true;
    // The session is cleared (spec 2 section 4); signing in within 15 days offers re-activation.
    endSessions(a.username);
    ok(res, null, DEREGISTRATION_MESSAGES.done);
  });
}
