import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { TOKENS, contentGateway } from '../../../src/application/tokens';
import { LoadAlbums } from '../../../src/application/albums/load-albums';
import { LoadArticles } from '../../../src/application/articles/load-articles';
import type { SessionModel } from '../../../src/application/session/session.model';
import { AlbumList } from '../../../src/ui/features/albums/album-list';
import { ArticleList } from '../../../src/ui/features/articles/article-list';
import { InMemoryAlbumGateway } from '../../fakes/in-memory-album-gateway';
import { InMemoryArticleGateway } from '../../fakes/in-memory-article-gateway';
import { loaded } from '../../fakes/loaded';
import { signInAs } from '../../fakes/signed-in-session';
import { renderWithApp, testContainer } from '../test-app';

const album = (n: number) => ({
  album_id: n,
  album_name: `组图${n}`,
  album_cover: 0,
  album_status: 1 as const,
  album_timestamp: 1_761_000_000,
  album_user_name: '王美居',
  album_photos: [],
});
const article = (n: number) => ({
  id: n,
  title: `文章${n}`,
  cover: '',
  picture: '',
  description: '描述',
  category_id: 11,
  content: '<p>正文</p>',
  status: 1,
  authorName: '王美居',
  timestamp: 1_761_000_000,
  update_time: 1_761_000_000,
  reject_info: '',
});

/**
 * A list whose first page the test answers; what the list showed at every commit: its items'
 * count, and whether it was still busy.
 */
async function harness(list: 'albums' | 'articles') {
  const app = testContainer();
  signInAs(app.container.get<SessionModel>(TOKENS.SessionModel), 1);
  app.container.bind(contentGateway('albums')).toConstantValue(loaded(new InMemoryAlbumGateway()));
  app.container.bind(contentGateway('articles')).toConstantValue(loaded(new InMemoryArticleGateway()));
  let answer: ((page: { items: unknown[]; total: number }) => void) | undefined;
  const pending = () => new Promise<{ items: unknown[]; total: number }>((resolve) => (answer = resolve));
  if (list === 'albums') app.container.bind(LoadAlbums).toConstantValue({ execute: pending } as unknown as LoadAlbums);
  else app.container.bind(LoadArticles).toConstantValue({ execute: pending } as unknown as LoadArticles);
  const name = list === 'albums' ? '组图列表' : '文章列表';
  const commits: string[] = [];
  const shown = () => {
    const ul = document.querySelector(`[aria-label="${name}"]`);
    return `${ul?.querySelectorAll('li').length ?? 0}${ul?.getAttribute('aria-busy') === 'true' ? ' busy' : ''}`;
  };
  const root = createRootRoute({
    component: () => (
      <Profiler id="list" onRender={() => commits.push(shown())}>
        {list === 'albums' ? <AlbumList status={undefined} search="" /> : <ArticleList status={undefined} search="" />}
      </Profiler>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  renderWithApp(<RouterProvider router={router} />, app);
  await screen.findByRole('list', { name });
  await act(async () => {});
  return {
    commits,
    answer: (items: unknown[]) =>
      act(async () => {
        answer!({ items, total: items.length });
      }),
  };
}

describe('a content list renders an answer in a deferred pass (issue 48)', () => {
  for (const [list, items] of [
    ['albums', Array.from({ length: 12 }, (_, i) => album(i + 1))],
    ['articles', Array.from({ length: 10 }, (_, i) => article(i + 1))],
  ] as const)
    it(`${list}: the update that delivers the page commits the busy list once more; the items come in a later commit`, async () => {
      const view = await harness(list);
      view.commits.length = 0;
      await view.answer([...items]);
      await screen.findAllByRole('article');
      // The answer's own commit: still the busy, empty list (no 暂无数据 either) ...
      expect(view.commits[0], JSON.stringify(view.commits)).toBe('0 busy');
      // ... then the items, in a commit of their own.
      expect(view.commits.at(-1), JSON.stringify(view.commits)).toBe(String(items.length));
      expect(screen.queryByText('暂无数据')).toBeNull();
    });
});
