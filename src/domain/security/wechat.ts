/**
 * 微信绑定 (spec 2 bindingSet): 解绑 asks first, as the sub-accounts' 解绑 does; the spec gives
 * no wording, so the question follows theirs.
 */
export const WECHAT_MESSAGES = {
  unbindQuestion: '确定解绑该微信吗？解绑后需重新扫码关注公众号才能绑定。',
  unbound: '解绑成功!',
} as const;
