import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import type { UserGateway } from '../../application/ports/user-gateway';
import { InfoCheckSchema, UserIndexSchema, users } from '../../../contracts/api/users';
import { messages } from '../../../contracts/api/messages';
import { subAccounts } from '../../../contracts/api/sub-accounts';

export { InfoCheckSchema, UserIndexSchema };

@injectable()
export class HttpUserGateway implements UserGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  // Non-200 answers here become a warning toast in the use case, not the generic error toast.
  async index() {
    const result = await this.api.call(users.index, {}, { handledCodes: 'all' });
    return result.ok ? { ok: true as const, value: { ...result.value, menu_list: result.value.menu_list ?? [] } } : result;
  }

  async infoCheck() {
    return this.api.call(users.infoCheck, {}, { handledCodes: 'all' });
  }

  async messageBoxFlag(userId: number): Promise<boolean> {
    // data.mine.msg_box read by MessageBoxDotSchema: 1 is a dot; a refusal or a malformed answer is none, quietly.
    const answer = await this.api.call(messages.dots, { query: { user_id: userId } }, { handledCodes: 'all' });
    return answer.ok && answer.value;
  }

  uploadAvatar(key: string) {
    return this.api.call(subAccounts.uploadAvatar, { body: { avatar: key } }, { handledCodes: 'all' });
  }
}
