import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { LoadHonors } from '../../../src/application/honors/load-honors';
import { LoadHonor } from '../../../src/application/honors/load-honor';
import { BusinessError } from '../../../src/application/errors';
import { contentGateway } from '../../../src/application/tokens';
import { err } from '../../../src/domain/common/result';
import type { Honor } from '../../../src/domain/honor/honor';
import { InMemoryHonorGateway } from '../../fakes/in-memory-honor-gateway';
import { loaded } from '../../fakes/loaded';

// How these use cases are built, in one place: by the container, as the screens get them, so
// that each one is shown to ask the honours' gateway.
const loaders = (gateway: InMemoryHonorGateway) => {
  const container = new Container({ autobind: true });
  container.bind(contentGateway('honors')).toConstantValue(loaded(gateway));
  return { list: container.get(LoadHonors), detail: container.get(LoadHonor) };
};
const honor = (id: number, status: number): Honor => ({
  id, honorId: id * 10, title: `荣誉${id}`, status, photos: [{ key: `honor/${id}.png`, url: `/uploads/honor/${id}.png` }],
});

describe('LoadHonors', () => {
  it("answers the company's honours, all of them or those of one status", async () => {
    const gateway = new InMemoryHonorGateway([honor(1, 1), honor(2, 2), honor(3, 1)]);
    expect(await loaders(gateway).list.execute()).toEqual(gateway.honors);
    expect(await loaders(gateway).list.execute(1)).toEqual([honor(1, 1), honor(3, 1)]);
  });

  it('throws a refusal so the list can show its failed state', async () => {
    const gateway = new InMemoryHonorGateway();
    const refusal = new BusinessError(500, '服务器错误');
    gateway.list = async () => err(refusal) as never;
    await expect(loaders(gateway).list.execute()).rejects.toBe(refusal);
  });
});

describe('LoadHonor', () => {
  it('answers one honour by its id and throws when the server refuses', async () => {
    const gateway = new InMemoryHonorGateway([honor(1, 1), honor(7, 3)]);
    expect(await loaders(gateway).detail.execute(7)).toEqual(honor(7, 3));
    await expect(loaders(gateway).detail.execute(8)).rejects.toMatchObject({ code: 20404 });
  });
});
