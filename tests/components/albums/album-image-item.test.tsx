import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { AlbumImageItem } from '../../../src/ui/features/albums/album-image-item';
import type { FormImage } from '../../../src/ui/features/albums/use-album-images';
import { renderWithApp } from '../test-app';

const image = (over: Partial<FormImage> = {}): FormImage => ({ id: 'img-1', previewUrl: 'blob:room-1', intro: '', spaceTag: '', partTag: '', error: null, ...over });

const TAGS = { fg: [], hx: [], jb: [{ id: 31, name: '背景墙' }], kj: [{ id: 21, name: '客厅' }, { id: 22, name: '卧室' }], mj: [], zj: [] };

function show(over: Partial<FormImage> = {}, props: Partial<Parameters<typeof AlbumImageItem>[0]> = {}) {
  renderWithApp(
    <ul>
      <AlbumImageItem image={image(over)} index={0} progress={null} isCover tags={TAGS} disabled={false} setImages={() => {}} setCover={() => {}} {...props} />
    </ul>,
  );
  return screen.getByRole('group', { name: '第1张图片' });
}

/** Chakra's elements carry a generated class per resolved style (css-…); the stylesheet's do not. */
const styled = (el: Element) => [...el.classList].some((c) => c.startsWith('css-'));

describe('an album item (issue 48: twenty of them join the list as they are picked)', () => {
  it("is plain elements with its stylesheet's classes, its controls too (intro, tag selects, cover, remove, the cover badge): nothing in it resolves Chakra styles", () => {
    const group = show({ error: '图片高度不能低于650像素' });
    const all = [group.closest('li')!, ...group.querySelectorAll('*')];
    expect(group.querySelectorAll('img, .album-item__error, input, select, button, label').length).toBe(9);
    expect(group.hasAttribute('data-error')).toBe(true);
    expect(all.filter(styled).map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('its controls do what they did: intro, tags with their options, cover and remove, buttons that never submit the form', () => {
    let list = [image()];
    let cover: string | null = null;
    const setImages = vi.fn((u: FormImage[] | ((l: FormImage[]) => FormImage[])) => void (list = typeof u === 'function' ? u(list) : u));
    const setCover = vi.fn((u: string | null | ((c: string | null) => string | null)) => void (cover = typeof u === 'function' ? u(cover) : u));
    const group = show({}, { isCover: false, setImages, setCover });
    fireEvent.change(within(group).getByRole('textbox', { name: '图片描述' }), { target: { value: '客厅全景' } });
    expect(list[0].intro).toBe('客厅全景');
    const space = within(group).getByRole('combobox', { name: '第1张图片空间' });
    expect([...space.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', '请选择'],
      ['21', '客厅'],
      ['22', '卧室'],
    ]);
    fireEvent.change(space, { target: { value: '22' } });
    fireEvent.change(within(group).getByRole('combobox', { name: '第1张图片局部' }), { target: { value: '31' } });
    expect([list[0].spaceTag, list[0].partTag]).toEqual(['22', '31']);
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('type'))).toEqual(['button', 'button']);
    const setAsCover = within(group).getByRole('button', { name: '设为封面' });
    expect(setAsCover.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(setAsCover);
    expect(cover).toBe('img-1');
    fireEvent.click(within(group).getByRole('button', { name: '移除第1张图片' }));
    expect([list, cover]).toEqual([[], null]);
  });

  it('设为封面 is off for an image that breaks a rule', () => {
    const broken = show({ error: '图片像素太低' });
    expect(within(broken).getByRole('button', { name: '设为封面' })).toHaveProperty('disabled', true);
    expect(within(broken).getByRole('button', { name: '移除第1张图片' })).toHaveProperty('disabled', false);
  });

  it('设为封面 and 移除 are off while the form is busy', () => {
    const busy = show({}, { disabled: true });
    expect(within(busy).getByRole('button', { name: '设为封面' })).toHaveProperty('disabled', true);
    expect(within(busy).getByRole('button', { name: '移除第1张图片' })).toHaveProperty('disabled', true);
  });

  it('keeps its names: the preview, the error, the per-image tags, cover and remove', () => {
    const group = show({ error: '图片高度不能低于650像素' });
    expect(screen.getByRole('img', { name: '第1张图片预览' })).toBeTruthy();
    expect(group.textContent).toContain('图片高度不能低于650像素');
    expect(screen.getByText('封面')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '第1张图片空间' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '第1张图片局部' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '设为封面' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '移除第1张图片' })).toBeTruthy();
  });
});
