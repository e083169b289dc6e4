import type { AreaGateway } from '../../src/application/ports/content-gateway';
import { BusinessError } from '../../src/application/errors';
import { err, ok } from '../../src/domain/common/result';
import type { Banner, BannerPayload, Placement } from '../../src/domain/banner/banner';

/** Banners in memory per placement; `failures` makes a write answer a business code. */
export class InMemoryBannerGateway implements AreaGateway<'banners'> {
  readonly calls: { method: string; args: unknown[] }[] = [];
  failures: Partial<Record<'create' | 'update' | 'remove', BusinessError>> = {};
  lists: Partial<Record<Placement, Banner[]>> = {};

  async list(placement: Placement) {
    return ok({ items: this.lists[placement] ?? [], sliderBegin: '2026-01-01', sliderEnd: '2026-12-31' });
  }
  async detail(): Promise<never> {
    throw new Error('banners have no detail call');
  }
  async lookup(_name: 'targets') {
    return ok([{ title: '优惠活动', first: 'company', second: 'promotion', third: '' }]);
  }
  async create(payload: BannerPayload) {
    return this.write('create', [payload]);
  }
  async update(id: number, payload: BannerPayload) {
    return this.write('update', [id, payload]);
  }
  async remove(id: number) {
    return this.write('remove', [id]);
  }
  private write(method: 'create' | 'update' | 'remove', args: unknown[]) {
    this.calls.push({ method, args });
    const failure = this.failures[method];
    return failure ? err(failure) : ok(null);
  }
}

export const failure = (code: number, msg = '服务器消息') => new BusinessError(code, msg);
