import { describe, expect, it } from 'vitest';
import { LoadAppeals } from '../../../src/application/appeals/load-appeals';
import { LoadEvidence } from '../../../src/application/appeals/load-evidence';
import { APPEAL_PAGE_SIZE, appealKey, appealTone } from '../../../src/domain/appeal/appeal-entry';
import { nextOffset } from '../../../src/domain/common/paging';
import { InMemoryAppealGateway } from '../../fakes/in-memory-appeal-gateway';
import { loaded } from '../../fakes/loaded';

describe('appeal list rules', () => {
  it.each([
    [0, 'reviewing'],
    [1, 'upheld'],
    [2, 'rejected'],
    [7, 'reviewing'],
  ])('status %d reads as %s', (status, tone) => {
    expect(appealTone(status)).toBe(tone);
  });

  it('keys an appeal by type, order and time', () => {
    expect(appealKey({ data_type: 'ORDER', data_id: 501003, created: '2024-05-18 10:00:00' })).toBe('ORDER-501003-2024-05-18 10:00:00');
  });

  it('pages by 15', () => {
    const page = (n: number) => ({ items: Array.from({ length: n }, () => 0) });
    expect(nextOffset([page(15)], APPEAL_PAGE_SIZE, 31)).toBe(15);
    expect(nextOffset([page(15), page(15)], APPEAL_PAGE_SIZE, 31)).toBe(30);
    expect(nextOffset([page(2)], APPEAL_PAGE_SIZE, 2)).toBeUndefined();
  });
});

describe('appeal use cases', () => {
  it('loads pages of 15 from an offset', async () => {
    const gateway = new InMemoryAppealGateway();
    await new LoadAppeals(loaded(gateway)).execute(30);
    expect(gateway.named('list')).toEqual([[30, 15]]);
  });

  it('loads one evidence file as a blob', async () => {
    const gateway = new InMemoryAppealGateway();
    const result = await new LoadEvidence(loaded(gateway)).execute('complaint/a.png');
    expect(result.ok && result.value).toBeInstanceOf(Blob);
    expect(gateway.named('evidence')).toEqual([['complaint/a.png']]);
  });
});
