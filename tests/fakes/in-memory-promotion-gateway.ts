import type { AreaGateway, PromotionListQuery } from '../../src/application/ports/content-gateway';
import { BusinessError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';
import type { Promotion, PromotionPage, PromotionPayload } from '../../src/domain/promotion/promotion';

type Answer<T> = Promise<Result<T, BusinessError>>;

export class InMemoryPromotionGateway implements AreaGateway<'promotions'> {
  readonly calls: { method: string; args: unknown[] }[] = [];
  promotions: Promotion[] = [];
  failures: Partial<Record<'list' | 'create' | 'update' | 'remove', BusinessError>> = {};

  async list(query: PromotionListQuery): Answer<PromotionPage> {
    this.calls.push({ method: 'list', args: [query] });
    if (this.failures.list) return err(this.failures.list);
    const items = this.promotions.filter((p) => !query.status || p.status === query.status);
    return ok({ items: items.slice((query.page - 1) * 10, query.page * 10), total: items.length });
  }
  async detail(id: number): Answer<Promotion> {
    this.calls.push({ method: 'detail', args: [id] });
    const found = this.promotions.find((p) => p.id === id);
    return found ? ok(found) : err(new BusinessError(20404, '优惠活动不存在'));
  }
  async create(payload: PromotionPayload): Answer<unknown> {
    this.calls.push({ method: 'create', args: [payload] });
    return this.failures.create ? err(this.failures.create) : ok({ id: 1 });
  }
  async update(id: number, payload: PromotionPayload): Answer<unknown> {
    this.calls.push({ method: 'update', args: [id, payload] });
    return this.failures.update ? err(this.failures.update) : ok({ id });
  }
  async remove(id: number): Answer<unknown> {
    this.calls.push({ method: 'remove', args: [id] });
    return this.failures.remove ? err(this.failures.remove) : ok(null);
  }
  async lookup(name: never): Promise<never> {
    throw new Error(`promotions have no lookup ${String(name)}`);
  }
}
