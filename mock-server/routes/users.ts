import type { Router } from 'express';
import type { MockArea } from '../area';
import type * as v from 'valibot';
import { fail, ok } from '../envelope';
import { mount, BAD_PARAMETERS } from '../mount';
import { users } from '../../contracts/api/users';
import { type AvatarBody, subAccounts } from '../../contracts/api/sub-accounts';
import { UPLOAD_KEY, isOwnImage, storeFile } from '../qiniu';
import { gradientPng } from '../fixtures/png';
import { me } from '../auth';
import { USER_MENU } from '../fixtures/user-menu';
import { NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';


function routes(v2: Router) {
  mount(v2, users.index, (req, res) => {
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

  mount(v2, users.infoCheck, (req, res) => {
    const a = me(req);
    ok(res, { licenseStatus: a.licenseStatus, status: a.status });
  });

  // A sub-account's avatar: the key of an image its own upload stored in the avatar folder (never
  // a fixture's file, a video, a key of another form or a colleague's upload).
  mount(v2, subAccounts.uploadAvatar, (req, res) => {
    if (!UPLOAD_KEY.test((req.body as v.InferOutput<typeof AvatarBody>).avatar)) return fail(res, 400, `${BAD_PARAMETERS}：avatar`, null, 400);
    const a = me(req);
    if (!a.isSubAccount) return fail(res, NO_PERMISSION_CODE, '只有子账号可以更换头像', null);
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
