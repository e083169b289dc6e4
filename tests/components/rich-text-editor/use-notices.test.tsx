import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useNotices } from '../../../src/ui/components/rich-text-editor/use-notices';

afterEach(() => vi.useRealTimers());

describe('editor notices', () => {
  it('shows errors for 4 s and successes for 2 s', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotices());
    act(() => result.current.notify('文件大小超出限制', 'error'));
    act(() => void vi.advanceTimersByTime(3_999));
    expect(result.current.notice?.text).toBe('文件大小超出限制');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();

    act(() => result.current.notify('本地保存成功', 'success'));
    act(() => void vi.advanceTimersByTime(1_999));
    expect(result.current.notice?.text).toBe('本地保存成功');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('replaces a notice with a newer one, which keeps its own time', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotices());
    act(() => result.current.notify('正在上传...', 'progress'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current.notice?.kind).toBe('progress');
    act(() => result.current.notify('上传错误', 'error'));
    act(() => void vi.advanceTimersByTime(2_000));
    act(() => result.current.notify('本地保存成功', 'success'));
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current.notice).toBeNull();
  });

  it.each([
    ['文件大小超出限制', 'error'],
    ['字数已达上限 10000，超出的内容未能输入', 'error'],
    ['外部图片不会被上传到服务器，请使用“插入图片”上传图片', 'info'],
  ] as const)('the autosave notice does not cut %s short: it stays its 4 s', (text, kind) => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotices());
    act(() => result.current.notify(text, kind));
    // Autosave runs every 500 ms while the user goes on typing.
    for (let t = 0; t < 7; t += 1) {
      act(() => void vi.advanceTimersByTime(500));
      act(() => result.current.notify('本地保存成功', 'autosave'));
    }
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current.notice?.text).toBe(text);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('the autosave notice shows for 2 s when nothing else is showing, and never hides an upload in progress', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotices());
    act(() => result.current.notify('本地保存成功', 'autosave'));
    act(() => void vi.advanceTimersByTime(1_999));
    expect(result.current.notice?.text).toBe('本地保存成功');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
    act(() => result.current.notify('正在上传...', 'progress'));
    act(() => result.current.notify('本地保存成功', 'autosave'));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current.notice?.text).toBe('正在上传...');
  });
});
