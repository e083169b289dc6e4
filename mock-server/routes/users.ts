import type { Router } from 'express';
import type { MockArea } from '../area';
import * as v from 'valibot';
import { fail, ok } from '../envelope';
import { validate } from '../validate';
import { UPLOAD_KEY, isOwnImage, storeFile } from '../qiniu';
import { gradientPng } from '../fixtures/png';
import { me, requireAuth } from '../auth';
import { USER_MENU } from '../fixtures/user-menu';

const AvatarBody = v.object({ avatar: v.pipe(v.string(), v.regex(UPLOAD_KEY), v.startsWith('avatar/')) });

function routes(v2: Router) {
  v2.get('/users/index', requireAuth, (req, res) => {
    const a = me(req);
    ok(res, {
      id: a.user_id,
      realname: a.realname,
      company_id: a.company_id,
      company_name: a.company_name,
      company_abbr: a.company_abbr,
      has_bussiness_license: a.licenseStatus === 1 ? 1 : 0,
      has_city_slider: a.has_city_slider,
      mobile: a.phone,
      company_status: a.company_status,
      contract_count: a.isSubAccount ? 0 : 12,
      is_vip: a.vipCompany ? 1 : 0,
      head_img_url: a.head_img_url ?? '',
      menu_list: a.isSubAccount ? USER_MENU.filter((m) => m.path !== 'wallet') : USER_MENU,
    });
  });

  v2.get('/account/info-check', requireAuth, (req, res) => {
    const a = me(req);
    ok(res, { licenseStatus: a.licenseStatus, status: a.status });
  });

  // A sub-account's avatar: the key of an image its own upload stored in the avatar folder (never
  // a fixture's file, a video, a key of another form or a colleague's upload).
  v2.post('/users/upload-avatar', requireAuth, validate({ body: AvatarBody }), (req, res) => {
    const a = me(req);
    if (!a.isSubAccount) return fail(res, 20403, '只有子账号可以更换头像', null);
    const key = (req.body as v.InferOutput<typeof AvatarBody>).avatar;
    if (!isOwnImage(a, 'avatar', key)) return fail(res, 400, '头像文件不存在', null, 400);
    a.head_img_url = `/uploads/${key}`;
    ok(res, { head_img_url: a.head_img_url }, '修改成功');
  });
}

/** The storage key the avatar pact sends; its state puts a file there first. */
export const PACT_AVATAR_KEY = 'avatar/1700000000000-abcd1234.png';

export const usersArea: MockArea = {
  name: 'users',
  // The message-box dot follows the unread messages of the messages area.
  reset: () => undefined,
  routes,
  states: {
    'an avatar image is stored': () =>
      storeFile(PACT_AVATAR_KEY, 'image/png', gradientPng(300, 300, [220, 220, 220], [90, 90, 90]), { companyId: 501, userId: 1002 }),
  },
};
