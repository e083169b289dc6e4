import { describe, expect, it } from 'vitest';
import { proDetailsSearch } from '../../../src/ui/features/personal/promotions/promotion-search';

describe('prodetails query (url, title, id)', () => {
  it('keeps a web or same-site cover URL, the title and a positive id', () => {
    expect(proDetailsSearch({ url: '/uploads/fixtures/cover-0.png', title: '春季家装节', id: '703' })).toEqual({
      url: '/uploads/fixtures/cover-0.png',
      title: '春季家装节',
      id: 703,
    });
    expect(proDetailsSearch({ url: 'https://cdn.example.com/a.png' })).toEqual({ url: 'https://cdn.example.com/a.png' });
  });

  it('drops script URLs, protocol-relative hosts and bad ids', () => {
    expect(proDetailsSearch({ url: 'javascript:alert(1)', id: '-1' })).toEqual({});
    expect(proDetailsSearch({ url: '//evil.example/a.png', id: 'abc' })).toEqual({});
    expect(proDetailsSearch({ url: '/a.png" onerror="x', id: 1.5 })).toEqual({});
  });
});
