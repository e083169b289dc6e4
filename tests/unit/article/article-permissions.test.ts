import { describe, expect, it } from 'vitest';
import {
  articleCreateBlocker,
  articleDeleteBlocker,
  articleEditBlocker,
  canSeeArticles,
  showsArticleActions,
} from '../../../src/domain/article/article-permissions';
import { ACTORS } from '../../fakes/content-actors';

const NO = '暂无该权限';
const EDIT = '只有未通过状态才能编辑，其他状态不能编辑操作!';
const DELETE = '只有未通过状态才能删除，其他状态不能删除操作!';

describe('article status and permission rules (spec 2 sections 4, 6, 8)', () => {
  it('edits and deletes only not-passed articles, with the refusal messages', () => {
    for (const status of [1, 2]) {
      expect(articleEditBlocker(ACTORS.merchant, status)).toBe(EDIT);
      expect(articleDeleteBlocker(ACTORS.merchant, status)).toBe(DELETE);
    }
    expect(articleEditBlocker(ACTORS.merchant, 3)).toBeNull();
    expect(articleDeleteBlocker(ACTORS.merchant, 3)).toBeNull();
  });

  it('gives group accounts no create, edit or delete', () => {
    expect(showsArticleActions(ACTORS.group)).toBe(false);
    expect(articleCreateBlocker(ACTORS.group)).toBe(NO);
    expect(articleEditBlocker(ACTORS.group, 3)).toBe(NO);
    expect(articleDeleteBlocker(ACTORS.group, 3)).toBe(NO);
  });

  it('article level 1 blocks delete; a sub-account needs level 2 to create or edit', () => {
    expect(canSeeArticles(ACTORS.viewer)).toBe(true);
    expect(articleDeleteBlocker(ACTORS.viewer, 3)).toBe(NO);
    expect(articleCreateBlocker(ACTORS.viewer)).toBe(NO);
    expect(articleEditBlocker(ACTORS.viewer, 3)).toBe(NO);
    expect(articleCreateBlocker(ACTORS.designer)).toBeNull();
    expect(articleEditBlocker(ACTORS.designer, 3)).toBeNull();
    expect(canSeeArticles({ ...ACTORS.viewer, permissions: { article: 0 } })).toBe(false);
  });

  it('refuses create for a frozen company', () => {
    expect(articleCreateBlocker(ACTORS.frozen)).toBe('您的公司账号为冻结状态，无法操作');
  });
});

describe('article rules for a main account', () => {
  it('sees articles, shows their actions and may create', () => {
    expect(canSeeArticles(ACTORS.merchant)).toBe(true);
    expect(showsArticleActions(ACTORS.merchant)).toBe(true);
    expect(articleCreateBlocker(ACTORS.merchant)).toBeNull();
    expect(articleDeleteBlocker(ACTORS.designer, 3)).toBeNull();
  });
});
