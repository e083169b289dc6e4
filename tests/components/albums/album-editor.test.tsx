import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { TOKENS, contentGateway } from '../../../src/application/tokens';
import { CurrentActor } from '../../../src/application/content/current-actor';
import { BusinessError } from '../../../src/application/errors';
import type { AlbumImageDraft } from '../../../src/application/ports/album-draft-store';
import { AlbumEditor } from '../../../src/ui/features/albums/album-editor';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import { InMemoryAlbumGateway } from '../../fakes/in-memory-album-gateway';
import { InMemoryAlbumDraftStore } from '../../fakes/in-memory-album-draft-store';
import { InMemoryFileStorage } from '../../fakes/in-memory-file-storage';
import { renderWithApp, testContainer } from '../test-app';
import { signInAs } from '../../fakes/signed-in-session';
import { loaded } from '../../fakes/loaded';

/** Every render of an image's tag select, by its element id: an image item renders two of them. */
const tagSelectRenders: string[] = [];
/** How often the album's own tag selects (风格, 户型, ...) have rendered. */
const albumTagRenders = { count: 0 };
vi.mock(import('../../../src/ui/features/albums/tag-select'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    PlainTagSelect: (props: Parameters<typeof real.PlainTagSelect>[0]) => {
      tagSelectRenders.push(props.id);
      return real.PlainTagSelect(props);
    },
    TagSelect: (props: Parameters<typeof real.TagSelect>[0]) => {
      albumTagRenders.count += 1;
      return real.TagSelect(props);
    },
  };
});

/**
 * /picture/create on the album form with in-memory ports, signed in as `userId` (the demo
 * merchant's by default); the draft store outlives a mount, as IndexedDB does.
 */
function setup(drafts = new InMemoryAlbumDraftStore(), userId = 1001, inspector = { size: async () => ({ width: 200, height: 700 }) }) {
  const app = testContainer();
  signInAs(app.container.get(TOKENS.SessionModel), userId);
  const albums = new InMemoryAlbumGateway();
  const storage = new InMemoryFileStorage();
  app.container.bind(contentGateway('albums')).toConstantValue(loaded(albums));
  app.container.bind(TOKENS.FileStorage).toConstantValue(loaded(storage));
  app.container.bind(TOKENS.AlbumDraftStore).toConstantValue(loaded(drafts));
  app.container.bind(TOKENS.ImageInspector).toConstantValue(loaded(inspector));
  app.container.bind(CurrentActor).toConstantValue(actorFor(ACTORS.merchant));
  const root = createRootRoute();
  const create = createRoute({ getParentRoute: () => root, path: '/picture/create', component: () => <AlbumEditor mode="create" /> });
  const list = createRoute({ getParentRoute: () => root, path: '/picture', component: () => <p>组图列表</p> });
  const router = createRouter({ routeTree: root.addChildren([create, list]), history: createMemoryHistory({ initialEntries: ['/picture/create'] }) });
  const view = renderWithApp(<RouterProvider router={router} />, app);
  return { ...view, albums, storage, drafts, router };
}

const photo = (n: number) => new File([new Uint8Array(300 * 1024)], `a${n}.jpg`, { type: 'image/jpeg' });
const group = (n: number) => screen.getByRole('group', { name: `第${n}张图片` });

async function fillAlbum() {
  fireEvent.change(await screen.findByRole('textbox', { name: '组图标题' }), { target: { value: '滨江三居室现代简约' } });
  await waitFor(() => expect(screen.getByRole('option', { name: '一居' })).toBeTruthy());
  fireEvent.change(screen.getByRole('combobox', { name: '户型' }), { target: { value: '201' } });
  fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: [1, 2, 3, 4, 5].map(photo) } });
  await waitFor(() => expect(group(5)).toBeTruthy());
  fireEvent.change(within(group(1)).getByRole('textbox', { name: '图片描述' }), { target: { value: '客厅全景' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));

describe('the album form (create)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('a double click on 提交 uploads every image once and creates one album', async () => {
    const { albums, storage, notifier } = setup();
    await fillAlbum();
    submit();
    submit();
    await waitFor(() => expect(notifier.messages('success')).toEqual(['创建成功!']));
    expect(storage.uploads).toHaveLength(5);
    expect(albums.calls.filter((c) => c.method === 'create')).toHaveLength(1);
  });

  it('提交 waits while picked images are still being checked, then submits them', async () => {
    let release = () => {};
    const checked = new Promise<void>((r) => (release = r));
    const { albums, storage, notifier } = setup(undefined, undefined, {
      size: async () => {
        await checked;
        return { width: 200, height: 700 };
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: '组图标题' }), { target: { value: '滨江三居室现代简约' } });
    await waitFor(() => expect(screen.getByRole('option', { name: '一居' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: '户型' }), { target: { value: '201' } });
    const button = screen.getByRole('button', { name: '提交' });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: [1, 2, 3, 4, 5].map(photo) } });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    submit();
    await act(async () => {});
    expect(notifier.messages('error')).toEqual([]);
    expect(albums.calls.filter((c) => c.method === 'create')).toHaveLength(0);
    await act(async () => release());
    await waitFor(() => expect(group(5)).toBeTruthy());
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    submit();
    await waitFor(() => expect(notifier.messages('success')).toEqual(['创建成功!']));
    expect(storage.uploads).toHaveLength(5);
  });

  it('20 picked images join the list one at a time, and each step renders only its own item', async () => {
    setup();
    await waitFor(() => expect(screen.getByRole('option', { name: '一居' })).toBeTruthy());
    const items = () => document.querySelectorAll('[role="group"][aria-label$="张图片"]').length;
    /** How often the tag selects of the items shown now have rendered, by item. */
    const rendersByItem = () => {
      const counts = new Map<string, number>();
      for (const id of tagSelectRenders) {
        const item = document.getElementById(id)?.closest('[role="group"]')?.getAttribute('aria-label');
        if (item) counts.set(item, (counts.get(item) ?? 0) + 1);
      }
      return counts;
    };
    // Each count of items shown, and the renders of the first item as it appeared.
    const seen: number[] = [];
    let firstItem = new Map<string, number>();
    // Preview addresses made by the time the first item showed.
    let previewsAtFirst = 0;
    const watch = new MutationObserver(() => {
      if (seen.at(-1) === items()) return;
      seen.push(items());
      if (seen.length === 1) {
        firstItem = rendersByItem();
        previewsAtFirst = vi.mocked(URL.createObjectURL).mock.calls.length;
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const albumTagsBefore = albumTagRenders.count;
    fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: Array.from({ length: 20 }, (_, n) => photo(n + 1)) } });
    await waitFor(() => expect(group(20)).toBeTruthy());
    watch.disconnect();
    expect(seen).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(firstItem.size).toBe(1);
    // Adding the others did not render the first item again.
    const after = rendersByItem();
    for (const [item, renders] of firstItem) expect([item, after.get(item)]).toEqual([item, renders]);
    // An image's preview address is made as it joins, not the twenty at once.
    expect(previewsAtFirst).toBe(1);
    // The rest of the editor did not render again as images joined (its drafts keep only the text fields).
    expect(albumTagRenders.count).toBe(albumTagsBefore);
  });

  it('a pick reads no file in the task of its change: each file is read in a task of its own', async () => {
    setup();
    await waitFor(() => expect(screen.getByRole('option', { name: '一居' })).toBeTruthy());
    let reads = 0;
    /** A picked file's size is a call into the browser; this one counts them. */
    const counted = (n: number) => {
      const file = photo(n);
      const size = file.size;
      return Object.defineProperty(file, 'size', { get: () => (reads++, size) });
    };
    fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: Array.from({ length: 20 }, (_, n) => counted(n + 1)) } });
    expect(reads).toBe(0);
    await waitFor(() => expect(group(20)).toBeTruthy());
    expect(reads).toBeGreaterThanOrEqual(20);
  });

  it('the list of picked images and its hint are plain elements: no Chakra style resolution as images join', async () => {
    setup();
    await waitFor(() => expect(screen.getByRole('option', { name: '一居' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: [1, 2].map(photo) } });
    await waitFor(() => expect(group(2)).toBeTruthy());
    const list = screen.getByRole('list', { name: '已选图片' });
    const field = list.parentElement!;
    const picker = screen.getByText('选择图片');
    const hint = screen.getByText(/已选 2 张，可用 2 张/);
    const styled = [field, list, picker, hint, hint.parentElement!].filter((el) => [...el.classList].some((c) => c.startsWith('css-')));
    expect(styled).toEqual([]);
  });

  it('a refused create keeps every typed field and picked image', async () => {
    const { albums, notifier } = setup();
    albums.failures.create = new BusinessError(20400, '参数错误', { title: '标题重复' });
    await fillAlbum();
    submit();
    await waitFor(() => expect(notifier.messages('error')).toEqual(['标题重复']));
    expect(screen.getByRole('textbox', { name: '组图标题' })).toHaveProperty('value', '滨江三居室现代简约');
    expect(screen.getAllByRole('group', { name: /^第\d张图片$/ })).toHaveLength(5);
    expect(within(group(1)).getByRole('textbox', { name: '图片描述' })).toHaveProperty('value', '客厅全景');
  });

  it('after an upload failure it keeps the picked images with their fields and keys; the next visit puts them back and uploads only the missing one', async () => {
    const first = setup();
    first.storage.failWhen = (f) => f.name === 'a3.jpg';
    await fillAlbum();
    submit();
    expect(await screen.findByText('网络出现问题，您需要重新发布')).toBeTruthy();
    const kept = first.drafts.stored as AlbumImageDraft;
    expect(kept.images.map((i) => [i.file?.name, Boolean(i.key)])).toEqual([
      ['a1.jpg', true],
      ['a2.jpg', true],
      ['a3.jpg', false],
      ['a4.jpg', true],
      ['a5.jpg', true],
    ]);
    expect(kept.images[0].intro).toBe('客厅全景');
    first.unmount();

    const second = setup(first.drafts);
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^第\d张图片$/ })).toHaveLength(5));
    expect(within(group(1)).getByRole('textbox', { name: '图片描述' })).toHaveProperty('value', '客厅全景');
    expect(screen.getByRole('textbox', { name: '组图标题' })).toHaveProperty('value', '滨江三居室现代简约');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '户型' })).toHaveProperty('value', '201'));
    submit();
    await waitFor(() => expect(second.notifier.messages('success')).toEqual(['创建成功!']));
    expect(second.storage.uploads.map((u) => u.name)).toEqual(['a3.jpg']);
    await act(async () => {});
    expect(second.drafts.stored).toBeUndefined();
  });

  it("an upload failure's draft is the signed-in user's: another user of the browser starts empty, the owner gets it back", async () => {
    const first = setup();
    first.storage.failWhen = (f) => f.name === 'a3.jpg';
    await fillAlbum();
    submit();
    expect(await screen.findByText('网络出现问题，您需要重新发布')).toBeTruthy();
    first.unmount();

    const designer = setup(first.drafts, 1002);
    await waitFor(() => expect(first.drafts.loads).toBe(2));
    await act(async () => {});
    expect(screen.getByRole('textbox', { name: '组图标题' })).toHaveProperty('value', '');
    expect(screen.queryAllByRole('group', { name: /^第\d张图片$/ })).toHaveLength(0);
    designer.unmount();

    setup(first.drafts);
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^第\d张图片$/ })).toHaveLength(5));
    expect(screen.getByRole('textbox', { name: '组图标题' })).toHaveProperty('value', '滨江三居室现代简约');
  });
});
