import { useSyncExternalStore } from 'react';

/**
 * Whether the screen is narrower than a tablet (Chakra's `md`, 768 px): a phone, where lists show
 * as cards and the order filters fold into one 筛选 button (issue 59). Kept current when the
 * window is resized or turned; false while prerendering and where the browser cannot say.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const isPhoneWidth = (): boolean => media()?.matches ?? false;

export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth, () => false);
}
