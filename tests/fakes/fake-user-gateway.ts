import type { InfoCheck, UserGateway, UserIndex } from '../../src/application/ports/user-gateway';
import { BusinessError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';

/** Held to HttpUserGateway by tests/fakes/cases/user-gateway.cases.ts. */
export class FakeUserGateway implements UserGateway {
  indexCalls = 0;
  infoCalls = 0;
  dotCalls: number[] = [];
  indexAnswer: UserIndex | BusinessError = { id: 1001, realname: '王美居', company_id: 501, company_name: '杭州美居装饰工程有限公司' };
  infoAnswer: InfoCheck | BusinessError = { licenseStatus: 3, status: 1 };
  dot = true;
  /** While set, the index and the licence check answer only once it resolves (the calls are counted at once). */
  hold: Promise<void> | null = null;

  async index() {
    this.indexCalls++;
    await this.hold;
    return this.indexAnswer instanceof BusinessError ? err(this.indexAnswer) : ok(this.indexAnswer);
  }
  async infoCheck() {
    this.infoCalls++;
    await this.hold;
    return this.infoAnswer instanceof BusinessError ? err(this.infoAnswer) : ok(this.infoAnswer);
  }
  async messageBoxFlag(userId: number) {
    this.dotCalls.push(userId);
    return this.dot;
  }
  avatars: string[] = [];
  async uploadAvatar(key: string): Promise<Result<unknown, BusinessError>> {
    this.avatars.push(key);
    return ok(null);
  }
}
