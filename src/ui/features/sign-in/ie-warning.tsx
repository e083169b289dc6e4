import { useEffect, useState } from 'react';
import { Alert } from '@chakra-ui/react';

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
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>当前浏览器版本过低，部分功能无法正常使用，请使用 Chrome、Edge 等现代浏览器。</Alert.Title>
    </Alert.Root>
  );
}
