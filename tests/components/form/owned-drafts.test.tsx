import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { TOKENS } from '../../../src/application/tokens';
import { ContainerProvider } from '../../../src/ui/platform/container-context';
import { useStore } from '@tanstack/react-form';
import { useAppForm } from '../../../src/ui/components/form/form-kit';
import { useFormDraft } from '../../../src/ui/components/form/use-form-draft';
import { promotionDraftFields } from '../../../src/ui/features/personal/promotions/promotion-draft';
import { EMPTY_PROMOTION_FORM, type PromotionFormValues } from '../../../src/domain/promotion/promotion-form';
import { readDraft, useEditorDraft } from '../../../src/ui/components/rich-text-editor/draft-storage';
import { renderWithApp, testContainer } from '../test-app';
import { signInAs } from '../../fakes/signed-in-session';

const MERCHANT = 1001;
const DESIGNER = 1002;

/** The article form's fields as far as drafts go: a title kept under `article:new`. */
function TitleForm({ onReady }: { onReady?: (clear: () => void) => void }) {
  const form = useAppForm({ defaultValues: { title: '' }, onSubmit: () => {} });
  const draft = useFormDraft('article:new', form);
  onReady?.(draft.clear);
  return <form.AppField name="title">{(f) => <f.TextField label="文章标题" />}</form.AppField>;
}

/** The promotion form's fields as far as drafts go (all but the body, under `promotion:new`). */
function PromotionTitleForm({ onReady }: { onReady?: (clear: () => void) => void }) {
  const form = useAppForm({ defaultValues: EMPTY_PROMOTION_FORM, onSubmit: () => {} });
  const draft = useFormDraft('promotion:new', form, promotionDraftFields);
  onReady?.(draft.clear);
  return <form.AppField name="title">{(f) => <f.TextField label="文章标题" />}</form.AppField>;
}

/** One browser (one localStorage, one session model) that several users sign in to in turn. */
function sharedBrowser(Form = TitleForm) {
  const app = testContainer();
  const session = app.container.get(TOKENS.SessionModel);
  let clear = () => {};
  const open = (userId: number | null) => {
    if (userId === null) session.cleared();
    else signInAs(session, userId);
    return renderWithApp(<Form onReady={(c) => (clear = c)} />, app);
  };
  return { open, clear: () => clear(), title: () => screen.getByRole<HTMLInputElement>('textbox', { name: '文章标题' }) };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const storedKeys = () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));

describe('form drafts belong to the signed-in user', () => {
  beforeEach(() => localStorage.clear());

  it("another user of the same browser is not offered the merchant's draft; the merchant gets it back", async () => {
    const browser = sharedBrowser();
    const first = browser.open(MERCHANT);
    type(browser.title(), '厨房装修的五个细节');
    await waitFor(() => expect(storedKeys()).toHaveLength(1));
    first.unmount();

    const second = browser.open(DESIGNER);
    expect(browser.title().value).toBe('');
    second.unmount();

    browser.open(MERCHANT);
    expect(browser.title().value).toBe('厨房装修的五个细节');
  });

  it("one user's discard leaves the other user's draft", async () => {
    const browser = sharedBrowser();
    const first = browser.open(MERCHANT);
    type(browser.title(), '厨房装修的五个细节');
    await waitFor(() => expect(storedKeys()).toHaveLength(1));
    first.unmount();

    const second = browser.open(DESIGNER);
    type(browser.title(), '卫生间防水怎么做');
    await waitFor(() => expect(storedKeys()).toHaveLength(2));
    act(() => browser.clear());
    second.unmount();
    expect(storedKeys()).toEqual(['merchant-draft:user-1001/article:new']);

    browser.open(MERCHANT);
    expect(browser.title().value).toBe('厨房装修的五个细节');
  });

  it.each([
    ['article', TitleForm, 'article:new'],
    ['promotion', PromotionTitleForm, 'promotion:new'],
  ])('a discard of the %s form made while a write is due (typing less than 300 ms before) stays discarded', async (_, Form, plainKey) => {
    const browser = sharedBrowser(Form);
    const first = browser.open(MERCHANT);
    type(browser.title(), '厨房装修的五个细节');
    await waitFor(() => expect(storedKeys()).toHaveLength(1));
    // More typing, then 放弃编辑 at once; the form stays mounted while the navigation renders.
    vi.useFakeTimers();
    try {
      type(browser.title(), '厨房装修的五个细节（二）');
      act(() => browser.clear());
      act(() => vi.advanceTimersByTime(1_000));
      expect(storedKeys()).toEqual([]);
      // Typing again after the discard is a new draft.
      type(browser.title(), '卫生间防水怎么做');
      act(() => vi.advanceTimersByTime(1_000));
      expect(storedKeys()).toEqual([`merchant-draft:user-1001/${plainKey}`]);
    } finally {
      vi.useRealTimers();
    }
    first.unmount();
  });

  it('puts back only the fields the form keeps, each of its own type: a stored draft is text anyone may have changed', () => {
    localStorage.setItem(
      'merchant-draft:user-1001/promotion:new',
      JSON.stringify({ title: 42, beginDay: '2026-12-01', endDay: ['2026-12-31'], poster: null, content: '<p>正文</p>', extra: '多余' }),
    );
    let values: PromotionFormValues | undefined;
    function Probe() {
      const form = useAppForm({ defaultValues: EMPTY_PROMOTION_FORM, onSubmit: () => {} });
      useFormDraft('promotion:new', form, promotionDraftFields);
      const current = useStore(form.store, (s) => s.values);
      useEffect(() => {
        values = current;
      });
      return null;
    }
    const app = testContainer();
    signInAs(app.container.get(TOKENS.SessionModel), MERCHANT);
    renderWithApp(<Probe />, app);
    expect(values).toEqual({ ...EMPTY_PROMOTION_FORM, beginDay: '2026-12-01' });
  });

  it('drops the drafts of older versions, which have no owner, on the first read', () => {
    localStorage.setItem('merchant-draft:article:new', JSON.stringify({ title: '不知道是谁的草稿' }));
    localStorage.setItem('merchant-draft:promotion:new', JSON.stringify({ title: '不知道是谁的活动' }));
    localStorage.setItem('merchant-menu-guide:1001', '1');
    sharedBrowser().open(MERCHANT);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '文章标题' }).value).toBe('');
    expect(storedKeys()).toEqual(['merchant-menu-guide:1001']);
  });

  describe('without a signed-in user', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('keeps nothing', () => {
      const browser = sharedBrowser();
      browser.open(null);
      type(browser.title(), '厨房装修的五个细节');
      act(() => vi.advanceTimersByTime(1_000));
      expect(storedKeys()).toEqual([]);
    });
  });
});

describe("the editor's body draft belongs to the signed-in user", () => {
  beforeEach(() => localStorage.clear());

  function editorDraftOf(userId: number | null) {
    const app = testContainer();
    const session = app.container.get(TOKENS.SessionModel);
    if (userId !== null) signInAs(session, userId);
    const wrapper = ({ children }: { children: ReactNode }) => <ContainerProvider container={app.container}>{children}</ContainerProvider>;
    return renderHook(() => useEditorDraft('article-body:new'), { wrapper }).result.current;
  }

  it("gives each user their own key, none without a user, and clears only the user's own", () => {
    const merchant = editorDraftOf(MERCHANT);
    const designer = editorDraftOf(DESIGNER);
    expect(merchant.draftKey).toBe('user-1001/article-body:new');
    expect(designer.draftKey).toBe('user-1002/article-body:new');
    expect(editorDraftOf(null).draftKey).toBeUndefined();

    localStorage.setItem('rte-draft:user-1001/article-body:new', JSON.stringify({ html: '<p>先定水电点位</p>', savedAt: 1 }));
    localStorage.setItem('rte-draft:user-1002/article-body:new', JSON.stringify({ html: '<p>再选橱柜</p>', savedAt: 2 }));
    designer.clear();
    expect(readDraft('user-1001/article-body:new')?.html).toBe('<p>先定水电点位</p>');
    expect(readDraft('user-1002/article-body:new')).toBeNull();
  });

  it('drops an unowned body draft of an older version on the first read', () => {
    localStorage.setItem('rte-draft:article-body:new', JSON.stringify({ html: '<p>旧草稿</p>', savedAt: 1 }));
    expect(readDraft('user-1001/article-body:new')).toBeNull();
    expect(localStorage.getItem('rte-draft:article-body:new')).toBeNull();
  });
});
