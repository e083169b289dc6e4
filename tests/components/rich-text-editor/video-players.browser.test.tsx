import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from '@testing-library/react';
import { renderEditor } from './editor-harness';
import { EDITOR_MESSAGES } from '../../../src/ui/components/rich-text-editor/editor-messages';
import { PLAYER_SANDBOX, setVideoHosts } from '../../../src/ui/components/rich-text-editor/video-hosts';

const content = () => document.querySelector('[contenteditable="true"]') as HTMLElement;
const dialog = () => page.getByRole('dialog', { name: '插入视频' });
const address = () => page.getByRole('textbox', { name: '视频地址' });

async function insertVideo(url: string) {
  const editor = renderEditor();
  await userEvent.click(editor.editable());
  await userEvent.keyboard('视频：');
  await userEvent.click(editor.button('插入视频'));
  await userEvent.fill(address(), url);
  await userEvent.click(dialog().getByRole('button', { name: '确定' }));
  return editor;
}

// As the build setting VITE_VIDEO_HOSTS does in the app (start-up calls setVideoHosts).
beforeAll(() => setVideoHosts(['player.example.com']));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('插入视频 keeps to the allowed players (issue 55 item 5)', () => {
  it.each([
    ['a page of another site', 'https://evil.example.net/watch?v=1'],
    ['an allowed player over http', 'http://player.example.com/embed/1'],
  ])('refuses %s with a message that names the allowed players, and keeps the address', async (_what, url) => {
    const editor = await insertVideo(url);
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(EDITOR_MESSAGES.videoHostNotAllowed(['player.example.com']));
    await expect.element(address()).toHaveValue(url);
    expect(content().querySelector('iframe')).toBeNull();
    expect(editor.html()).not.toContain('<iframe');
  });

  it('inserts a player of an allowed host, sandboxed while editing as in the saved body', async () => {
    const editor = await insertVideo('https://player.example.com/embed/1');
    await expect.poll(() => content().querySelector('iframe')?.getAttribute('src')).toBe('https://player.example.com/embed/1');
    expect(content().querySelector('iframe')?.getAttribute('sandbox')).toBe(PLAYER_SANDBOX);
    await expect.poll(editor.html).toContain('<iframe src="https://player.example.com/embed/1" width="420" height="280"');
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
