import { describe, expect, it } from 'vitest';
import { navItems } from '../../../src/ui/features/shell/nav-items';

describe('top navigation', () => {
  it('offers 文章 after 效果图 for a main account', () => {
    expect(navItems('NormalAccount', null)).toEqual([
      { label: '首页', to: '/' },
      { label: '订单', to: '/order' },
      { label: '效果图', to: '/picture' },
      { label: '文章', to: '/article' },
    ]);
  });

  it('文章 follows the article permission as 效果图 follows the rendering one', () => {
    const viewer = navItems('SubAccount', { order: 1, rendering: 0, article: 1, banner: 1 });
    expect(viewer.slice(2)).toEqual([{ label: '效果图' }, { label: '文章', to: '/article' }]);
    const noArticles = navItems('SubAccount', { order: 2, rendering: 2, article: 0, banner: 2 });
    expect(noArticles.slice(2)).toEqual([{ label: '效果图', to: '/picture' }, { label: '文章' }]);
  });

  it('a group account reaches the group orders and the articles', () => {
    expect(navItems('GroupAccount', null).map((i) => i.to)).toEqual(['/', '/grouporder', '/picture', '/article']);
  });
});
