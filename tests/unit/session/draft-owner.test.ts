import { describe, expect, it } from 'vitest';
import { draftOwner, isOwnedDraftKey, ownedDraftKey } from '../../../src/domain/session/draft-owner';

describe('draft keys belong to the signed-in user', () => {
  it("puts the user's id in front of the form's key", () => {
    expect(draftOwner(1001)).toBe('user-1001');
    expect(ownedDraftKey(1001, 'article:new')).toBe('user-1001/article:new');
    expect(ownedDraftKey(1002, 'article:new')).not.toBe(ownedDraftKey(1001, 'article:new'));
  });

  it('has no key without a user or a form key, so nothing is read or written', () => {
    for (const id of [null, undefined, 0, -3, 1.5, Number.NaN]) {
      expect(draftOwner(id)).toBeNull();
      expect(ownedDraftKey(id, 'article:new')).toBeNull();
    }
    expect(ownedDraftKey(1001, null)).toBeNull();
  });

  it('tells owned keys from those of older versions, which had no owner', () => {
    expect(isOwnedDraftKey('user-1001/article:new')).toBe(true);
    expect(isOwnedDraftKey('user-1001')).toBe(true);
    for (const key of ['article:new', 'album-create', 'promotion:new', 'article-body:3', 'images', 'user-/x', 'user-0/x', 'user-12x/x'])
      expect(isOwnedDraftKey(key)).toBe(false);
  });
});
