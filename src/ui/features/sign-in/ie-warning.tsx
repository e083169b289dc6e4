import { useEffect, useState } from 'react';
import { lazyPart } from '../../components/lazy-part';

// Only Internet Explorer sees it: its alert is not among what /login loads up front.
const IeWarningAlert = lazyPart(() => import('./ie-warning-alert').then((m) => ({ default: m.IeWarningAlert })));

export const IE_WARNING_MS = 60_000;
export const isInternetExplorer = (userAgent: string) => /MSIE |Trident\//.test(userAgent);

/** Internet Explorer users are told for 60 s that parts of the site will not work. */
export function IeWarning({ userAgent = globalThis.navigator?.userAgent ?? '' }: { userAgent?: string }) {
  const [visible, setVisible] = useState(() => isInternetExplorer(userAgent));
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), IE_WARNING_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return <IeWarningAlert />;
}
