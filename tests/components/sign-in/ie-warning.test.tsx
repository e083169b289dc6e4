import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { IE_WARNING_MS, IeWarning, isInternetExplorer } from '../../../src/ui/features/sign-in/ie-warning';
import { renderWithApp } from '../test-app';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

describe('IE warning', () => {
  afterEach(() => vi.useRealTimers());

  it('recognises Internet Explorer only', () => {
    expect(isInternetExplorer(IE11)).toBe(true);
    expect(isInternetExplorer('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(isInternetExplorer('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36')).toBe(false);
  });

  it('shows for 60 s, then goes away', async () => {
    // Time runs on by itself while the alert's chunk loads (findByRole waits on timers).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<IeWarning userAgent={IE11} />);
    expect((await screen.findByRole('alert')).textContent).toContain('部分功能无法正常使用');
    await act(async () => vi.advanceTimersByTime(IE_WARNING_MS - 5_000));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays hidden elsewhere', () => {
    renderWithApp(<IeWarning userAgent="Mozilla/5.0 Chrome/156.0" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
