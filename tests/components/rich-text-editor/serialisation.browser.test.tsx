import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cleanup } from '@testing-library/react';
import { renderEditor } from './editor-harness';
import { readDraft } from '../../../src/ui/components/rich-text-editor/draft-storage';
import { $getHtml } from '../../../src/ui/components/rich-text-editor/html-io';

// Every writing-out of the document is counted.
vi.mock('../../../src/ui/components/rich-text-editor/html-io', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/ui/components/rich-text-editor/html-io')>();
  return { ...actual, $getHtml: vi.fn(actual.$getHtml) };
});

const BODY_KEY = 'user-1001/article-body:new';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the editor's document serialisation (issue 48)", () => {
  it('writes the document out once per change for both the form and the local draft', async () => {
    const editor = renderEditor({ draftKey: BODY_KEY });
    await userEvent.click(editor.editable());
    vi.mocked($getHtml).mockClear();

    await userEvent.keyboard('橱');
    await expect.poll(editor.html).toBe('<p>橱</p>');
    await expect.poll(() => readDraft(BODY_KEY)?.html).toBe('<p>橱</p>');
    // The value sync and the autosave each wrote the whole document in a task of its own.
    expect(vi.mocked($getHtml)).toHaveBeenCalledTimes(1);
  });
});
