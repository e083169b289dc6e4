import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import type { InfoCheck, UserGateway } from '../../application/ports/user-gateway';

const flag = v.optional(v.union([v.number(), v.string(), v.boolean()]));
const count = v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number)));
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

/** GET /v2/users/index as the screens read it; unknown fields pass through untouched. */
export const UserIndexSchema = v.looseObject({
  id: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  realname: text,
  company_id: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  company_name: v.optional(v.string()),
  has_bussiness_license: count,
  has_city_slider: count,
  mobile: v.optional(v.string()),
  company_status: count,
  contract_count: count,
  is_vip: count,
  head_img_url: text,
  menu_list: v.optional(
    v.nullable(v.array(v.looseObject({ name: v.string(), path: v.optional(v.string()) }))),
    [],
  ),
  permission_list: v.optional(v.unknown()),
  isSubAccount: flag,
});

export const InfoCheckSchema = v.looseObject({
  licenseStatus: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  status: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
});

@injectable()
export class HttpUserGateway implements UserGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  // Non-200 answers here become a warning toast in the use case, not the generic error toast.
  async index() {
    const answer = await this.api.get<unknown>('/users/index', { handledCodes: 'all' });
    const result = checked(this.api, UserIndexSchema, 'GET /users/index')(answer);
    return result.ok ? { ok: true as const, value: { ...result.value, menu_list: result.value.menu_list ?? [] } } : result;
  }

  async infoCheck() {
    const answer = await this.api.get<unknown>('/account/info-check', { handledCodes: 'all' });
    return checked(this.api, InfoCheckSchema, 'GET /account/info-check')(answer) as ReturnType<typeof toResult<InfoCheck>>;
  }

  async messageBoxFlag(userId: number): Promise<boolean> {
    const answer = await this.api.get<{ mine?: { msg_box?: unknown } }>('/notify/point/type', {
      query: { user_id: userId },
      handledCodes: 'all',
    });
    const flag = answer.code === 200 ? answer.data?.mine?.msg_box : false;
    return flag === true || flag === 1 || flag === '1';
  }

  uploadAvatar(key: string) {
    return this.api.post<unknown>('/users/upload-avatar', { avatar: key }, { handledCodes: 'all' }).then(toResult);
  }
}
