import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { InfoCheck, UserGateway, UserIndex } from '../../application/ports/user-gateway';

@injectable()
export class HttpUserGateway implements UserGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  // Non-200 answers here become a warning toast in the use case, not the generic error toast.
  index() {
    return this.api.get<UserIndex>('/users/index', { handledCodes: 'all' }).then(toResult);
  }

  infoCheck() {
    return this.api.get<InfoCheck>('/account/info-check', { handledCodes: 'all' }).then(toResult);
  }

  async messageBoxFlag(userId: number): Promise<boolean> {
    const answer = await this.api.get<{ mine?: { msg_box?: unknown } }>('/notify/point/type', {
      query: { user_id: userId },
      handledCodes: 'all',
    });
    const flag = answer.code === 200 ? answer.data?.mine?.msg_box : false;
    return flag === true || flag === 1 || flag === '1';
  }
}
