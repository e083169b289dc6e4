import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from '@testing-library/react';
import { renderEditor, squarePng } from './editor-harness';

const content = () => document.querySelector('[contenteditable="true"]') as HTMLElement;
/** The uploaded image as the body holds it, shortened so that the expected bodies read. */
const body = (html: string) => html.replace(/<img src="data:image\/png;base64,[^"]+" alt="photo.png">/g, '<IMG>');

/** Issue 55's steps: 第一段, Enter, 第二段, an uploaded image, then `after` typed after it. */
async function bodyWithImage(after = '') {
  const editor = renderEditor();
  await userEvent.click(editor.editable());
  await userEvent.keyboard('第一段{Enter}第二段');
  await userEvent.click(editor.button('插入图片'));
  await userEvent.upload(page.getByLabelText('选择图片'), new File([await squarePng(40)], 'photo.png', { type: 'image/png' }));
  await expect.poll(() => content().querySelectorAll('img').length).toBe(1);
  if (after) await userEvent.keyboard(after);
  await expect.poll(() => body(editor.html())).toBe(`<p>第一段</p><p>第二段<IMG>${after}</p>`);
  return editor;
}

async function selectImage() {
  await userEvent.click(content().querySelector('img')!);
  await expect.poll(() => content().querySelector('img')?.classList.contains('rte-image-selected')).toBe(true);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a selected image (issue 55 item 2)', () => {
  it('is replaced at its place by what is typed, and Backspace then removes a letter', async () => {
    const editor = await bodyWithImage();
    await selectImage();
    await userEvent.keyboard('ABC');
    await expect.poll(() => body(editor.html())).toBe('<p>第一段</p><p>第二段ABC</p>');
    await userEvent.keyboard('{Backspace}');
    await expect.poll(() => body(editor.html())).toBe('<p>第一段</p><p>第二段AB</p>');
  });

  it('is replaced by text that comes without a key (an input method, dictation)', async () => {
    const editor = await bodyWithImage('尾');
    await selectImage();
    await userEvent.keyboard('中文');
    await expect.poll(() => body(editor.html())).toBe('<p>第一段</p><p>第二段中文尾</p>');
  });

  it.each([
    ['{Backspace}', '<p>第一段</p><p>第二段X尾</p>'],
    ['{Delete}', '<p>第一段</p><p>第二段X尾</p>'],
  ])('%s removes only the image and leaves the caret at its place', async (key, expected) => {
    const editor = await bodyWithImage('尾');
    await selectImage();
    await userEvent.keyboard(`${key}X`);
    await expect.poll(() => body(editor.html())).toBe(expected);
  });

  it.each([
    ['{ArrowLeft}', '<p>第一段</p><p>第二段X<IMG>尾</p>'],
    ['{ArrowRight}', '<p>第一段</p><p>第二段<IMG>X尾</p>'],
    ['{Enter}', '<p>第一段</p><p>第二段<IMG></p><p>X尾</p>'],
  ])('%s moves the caret past the image, which stays', async (key, expected) => {
    const editor = await bodyWithImage('尾');
    await selectImage();
    await userEvent.keyboard(`${key}X`);
    await expect.poll(() => body(editor.html())).toBe(expected);
  });
});
