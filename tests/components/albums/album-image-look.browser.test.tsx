import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Badge, Button, ChakraProvider, Input, NativeSelect } from '@chakra-ui/react';
import { appSystem } from '../../../src/ui/app/app-system';
import { AlbumImageItem } from '../../../src/ui/features/albums/album-image-item';
import type { FormImage } from '../../../src/ui/features/albums/use-album-images';

afterEach(cleanup);

const TAGS = { fg: [], hx: [], jb: [{ id: 31, name: '背景墙' }], kj: [{ id: 21, name: '客厅' }], mj: [], zj: [] };
const image = (id: string): FormImage => ({ id, previewUrl: '', intro: '', spaceTag: '', partTag: '', error: null });

/** The drawn look of a control: what the plain elements must keep from Chakra's parts. */
const LOOK = [
  'height',
  'min-width',
  'padding-left',
  'padding-right',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'background-color',
  'color',
  'font-size',
  'font-weight',
  'line-height',
  'align-items',
] as const;
const look = (el: Element) => Object.fromEntries(LOOK.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]));
const RING = ['outline-width', 'outline-style', 'outline-color', 'outline-offset', 'border-top-color'] as const;
const ring = (el: HTMLElement) => {
  el.focus();
  const out = Object.fromEntries(RING.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]));
  el.blur();
  return out;
};

describe("an album image's plain controls look like the Chakra parts they replace (issue 48)", () => {
  it('图片描述, the tag selects, 设为封面 (solid and outline), 移除 and 封面: same size, colours, type and focus ring', () => {
    render(
      <ChakraProvider value={appSystem}>
        <ul>
          <AlbumImageItem image={image('a')} index={0} progress={null} isCover tags={TAGS} disabled={false} setImages={() => {}} setCover={() => {}} />
          <AlbumImageItem image={image('b')} index={1} progress={null} isCover={false} tags={TAGS} disabled={false} setImages={() => {}} setCover={() => {}} />
        </ul>
        <div data-testid="chakra">
          <Input size="sm" aria-label="input" />
          <NativeSelect.Root size="xs">
            <NativeSelect.Field aria-label="select" bg="white">
              <option value="">请选择</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="xs" variant="solid">
            solid
          </Button>
          <Button size="xs" variant="outline">
            outline
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red">
            ghost
          </Button>
          <Badge colorPalette="blue" variant="solid">
            badge
          </Badge>
        </div>
      </ChakraProvider>,
    );
    const chakra = within(screen.getByTestId('chakra'));
    const first = within(screen.getByRole('group', { name: '第1张图片' }));
    const second = within(screen.getByRole('group', { name: '第2张图片' }));
    const pairs: [string, HTMLElement, HTMLElement][] = [
      ['图片描述', first.getByRole('textbox', { name: '图片描述' }), chakra.getByRole('textbox', { name: 'input' })],
      ['空间', first.getAllByRole('combobox')[0], chakra.getByRole('combobox', { name: 'select' })],
      ['设为封面 (cover)', first.getByRole('button', { name: '设为封面' }), chakra.getByRole('button', { name: 'solid' })],
      ['设为封面', second.getByRole('button', { name: '设为封面' }), chakra.getByRole('button', { name: 'outline' })],
      ['移除', first.getByRole('button', { name: '移除第1张图片' }), chakra.getByRole('button', { name: 'ghost' })],
      ['封面', first.getByText('封面'), chakra.getByText('badge')],
    ];
    for (const [name, plain, part] of pairs) expect([name, look(plain)]).toEqual([name, look(part)]);
    for (const [name, plain, part] of pairs.slice(0, 5)) expect([name, ring(plain)]).toEqual([name, ring(part)]);
    // The select's chevron: same place and colour.
    const chevron = (select: HTMLElement) => select.parentElement!.querySelector('svg')!;
    const [plainSelect, chakraSelect] = [pairs[1][1], pairs[1][2]];
    const box = (el: Element) => el.getBoundingClientRect();
    const offset = (select: HTMLElement) => [box(select).right - box(chevron(select)).right, box(chevron(select)).width, getComputedStyle(chevron(select)).color];
    expect(offset(plainSelect)).toEqual(offset(chakraSelect));
  });
});
