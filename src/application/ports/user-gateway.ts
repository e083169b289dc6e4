import type { Result } from '../../domain/common/result';
import type { BusinessError } from '../errors';

export interface MenuEntry {
  name: string;
  path?: string;
}

/** GET /v2/users/index. */
export interface UserIndex {
  id: number;
  realname: string;
  company_id: number;
  company_name?: string;
  has_bussiness_license?: number;
  has_city_slider?: number;
  mobile?: string;
  company_status?: number;
  contract_count?: number;
  is_vip?: number;
  head_img_url?: string;
  menu_list?: MenuEntry[];
  /** A sub-account's module levels, when the index carries them (they win over the sign-in cookie). */
  permission_list?: unknown;
}

export interface InfoCheck {
  licenseStatus: number;
  status: number;
}

export interface UserGateway {
  index(): Promise<Result<UserIndex, BusinessError>>;
  infoCheck(): Promise<Result<InfoCheck, BusinessError>>;
  /** data.mine.msg_box of the notification-dot call. */
  messageBoxFlag(userId: number): Promise<boolean>;
  /** POST /v2/users/upload-avatar: a sub-account's new avatar, by its storage key. */
  uploadAvatar(key: string): Promise<Result<unknown, BusinessError>>;
}
