import type { AreaGateway } from '../../src/application/ports/content-gateway';
import { BusinessError } from '../../src/application/errors';
import { err, ok } from '../../src/domain/common/result';
import type { Honor, HonorPayload } from '../../src/domain/honor/honor';

/** Honours in memory; `failures` makes a write answer a business code; `calls` records the writes. */
export class InMemoryHonorGateway implements AreaGateway<'honors'> {
  readonly calls: { method: string; args: unknown[] }[] = [];
  failures: Partial<Record<'create' | 'update' | 'remove', BusinessError>> = {};
  constructor(public honors: Honor[] = []) {}

  async list(status?: number) {
    return ok(this.honors.filter((h) => !status || h.status === status));
  }
  async detail(id: number) {
    const found = this.honors.find((h) => h.id === id);
    return found ? ok(found) : err(new BusinessError(20404, '荣誉资质不存在'));
  }
  async create(payload: HonorPayload) {
    return this.write('create', [payload]);
  }
  async update(id: number, payload: HonorPayload) {
    return this.write('update', [id, payload]);
  }
  async remove(id: number) {
    return this.write('remove', [id]);
  }
  async lookup(name: never): Promise<never> {
    throw new Error(`honours have no lookup ${String(name)}`);
  }
  private write(method: 'create' | 'update' | 'remove', args: unknown[]) {
    this.calls.push({ method, args });
    const failure = this.failures[method];
    return failure ? err(failure) : ok(null);
  }
}
