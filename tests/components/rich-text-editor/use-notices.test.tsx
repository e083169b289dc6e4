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
});
