import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AlbumImageItem } from '../../../src/ui/features/albums/album-image-item';
import type { FormImage } from '../../../src/ui/features/albums/use-album-images';
import { renderWithApp } from '../test-app';

const image = (over: Partial<FormImage> = {}): FormImage => ({ id: 'img-1', previewUrl: 'blob:room-1', intro: '', spaceTag: '', partTag: '', error: null, ...over });

function show(over: Partial<FormImage> = {}) {
  renderWithApp(
    <ul>
      <AlbumImageItem image={image(over)} index={0} progress={null} isCover tags={undefined} disabled={false} setImages={() => {}} setCover={() => {}} />
    </ul>,
  );
  return screen.getByRole('group', { name: '第1张图片' });
}

/** Chakra's elements carry a generated class per resolved style (css-…); the stylesheet's do not. */
const styled = (el: Element) => [...el.classList].some((c) => c.startsWith('css-'));

describe('an album item (issue 48: twenty of them join the list as they are picked)', () => {
  it('draws its frame, preview and layout with the stylesheet\'s classes: no Chakra style resolution for them', () => {
    const group = show({ error: '图片高度不能低于650像素' });
    const frame = [group, ...group.querySelectorAll('.album-item__preview, .album-item__body, .album-item__tags, .album-item__tag, .album-item__actions, img, label, .album-item__error')];
    expect(frame.length).toBeGreaterThan(8);
    expect(frame.filter(styled)).toEqual([]);
    expect(group.hasAttribute('data-error')).toBe(true);
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
