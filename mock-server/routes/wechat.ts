import type { Router } from 'express';
import { fail, ok } from '../envelope';
import { me } from '../auth';
import { mount } from '../mount';
import { security } from '../../contracts/api/security';
import { WECHAT_NICKNAMES } from '../fixtures/security';
import { gradientPng } from '../fixtures/png';
import { storeFile } from '../qiniu';
import { WECHAT_NOT_BOUND_CODE } from '../../src/domain/common/business-codes';

/** The WeChat account bound to each user id (none when absent). */
let bound = new Map<number, string>();
export const resetWechat = () => {
  bound = new Map(Object.entries(WECHAT_NICKNAMES).map(([id, name]) => [Number(id), name]));
};

/** A stand-in for the official account's QR image, stored on the storage host when first asked for. */
function qrCodeUrl(userId: number): string {
  const key = `wechat/qrcode-${userId}.png`;
  storeFile(key, 'image/png', gradientPng(180, 180, [20, 20, 20], [230, 230, 230]));
  return `/uploads/${key}`;
}

export function wechatRoutes(v2: Router) {
  mount(v2, security.wechatState, (req, res) => {
    const nickname = bound.get(me(req).user_id);
    ok(res, { wx: nickname ? { nickname } : null });
  });

  mount(v2, security.wechatQr, (req, res) => ok(res, qrCodeUrl(me(req).user_id)));

  mount(v2, security.unbindWechat, (req, res) => {
    if (!bound.delete(me(req).user_id)) return fail(res, WECHAT_NOT_BOUND_CODE, '未绑定微信');
    ok(res, null, '解绑成功!');
  });
}
