/**
 * Account deregistration (spec 2 sections 4, 5 and 9): conditions, identity verification, the
 * SMS code, confirm. The server decides each condition; the client only names and orders them.
 */
export type ConditionKey = 'balance' | 'contract' | 'appeal' | 'order';

export interface Condition {
  key: string;
  passed: boolean;
  /** The server's explanation of an unmet condition. */
  msg: string;
}

export const CONDITION_LABELS: Record<ConditionKey, string> = {
  balance: '钱包余额为0',
  contract: '合同均已完成',
  appeal: '无待处理的申诉',
  order: '无待处理的订单',
};

const ORDER: readonly string[] = ['balance', 'contract', 'appeal', 'order'];

export const conditionLabel = (key: string) => CONDITION_LABELS[key as ConditionKey] ?? key;

/** The four conditions first, in the spec's order, then anything else the server adds. */
export const sortConditions = (list: readonly Condition[]) =>
  [...list].sort((a, b) => rank(a.key) - rank(b.key));
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/** Deregistration may start only when the server listed conditions and every one is met. */
export const mayDeregister = (list: readonly Condition[]) => list.length > 0 && list.every((c) => c.passed);

export type DeregistrationStep = 'conditions' | 'identity' | 'sms' | 'confirm';
export const DEREGISTRATION_STEPS: readonly { step: DeregistrationStep; label: string }[] = [
  { step: 'conditions', label: '注销条件' },
  { step: 'identity', label: '身份验证' },
  { step: 'sms', label: '短信验证' },
  { step: 'confirm', label: '确认注销' },
];

export const DEREGISTRATION_MESSAGES = {
  done: '注销成功',
  protection: '注销后15天内登录将重新激活账号，15天内未登录账号将被永久注销。',
} as const;
export const DEREGISTRATION_REDIRECT_MS = 1000;
