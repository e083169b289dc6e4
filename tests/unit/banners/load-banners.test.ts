import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { LoadBannerTargets, LoadBanners } from '../../../src/application/banners/load-banners';
import { BusinessError } from '../../../src/application/errors';
import { contentGateway } from '../../../src/application/tokens';
import { err } from '../../../src/domain/common/result';
import type { Banner } from '../../../src/domain/banner/banner';
import { InMemoryBannerGateway } from '../../fakes/in-memory-banner-gateway';
import { loaded } from '../../fakes/loaded';

// How these use cases are built, in one place: by the container, as the screens get them, so
// that each one is shown to ask the banners' gateway.
const loaders = (gateway: InMemoryBannerGateway) => {
  const container = new Container({ autobind: true });
  container.bind(contentGateway('banners')).toConstantValue(loaded(gateway));
  return { list: container.get(LoadBanners), targets: container.get(LoadBannerTargets) };
};
const banner = (bannerId: number): Banner => ({
  bannerId, slide: 'slide/1.png', thumbnailSlide: '/uploads/slide/1.png', title: '夏季促销', beginTime: '2024-05-21',
  endTime: '2024-06-30', status: 1, statusName: '', posAbbr: 'TJW_ZXGS_INDEX', first: 'company', second: 'home', third: '',
});

describe('LoadBanners', () => {
  it("answers one placement's banners with the slider period", async () => {
    const gateway = new InMemoryBannerGateway();
    gateway.lists = { company: [banner(1)], cityDesktop: [banner(2)] };
    expect(await loaders(gateway).list.execute('cityDesktop')).toEqual({ items: [banner(2)], sliderBegin: '2026-01-01', sliderEnd: '2026-12-31' });
    expect(await loaders(gateway).list.execute('company')).toMatchObject({ items: [banner(1)] });
  });

  it('throws a refusal so the tab can show its failed state', async () => {
    const gateway = new InMemoryBannerGateway();
    const refusal = new BusinessError(500, '服务器错误');
    gateway.list = async () => err(refusal) as never;
    await expect(loaders(gateway).list.execute('company')).rejects.toBe(refusal);
  });
});

describe('LoadBannerTargets', () => {
  it('asks for the jump targets and throws a refusal', async () => {
    const gateway = new InMemoryBannerGateway();
    let asked: unknown;
    const targets = gateway.lookup.bind(gateway);
    gateway.lookup = async (name) => {
      asked = name;
      return targets(name);
    };
    expect(await loaders(gateway).targets.execute()).toEqual([{ title: '优惠活动', first: 'company', second: 'promotion', third: '' }]);
    expect(asked).toBe('targets');
    gateway.lookup = async () => err(new BusinessError(500, '服务器错误')) as never;
    await expect(loaders(gateway).targets.execute()).rejects.toMatchObject({ code: 500 });
  });
});
