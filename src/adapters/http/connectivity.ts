import type { Notifier } from '../../application/ports/notifier';
import { MESSAGES } from './api-client';

/** The offline event row of the catalogue: the browser losing its network says so once. */
export function watchConnectivity(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, notifier: Notifier) {
  const onOffline = () => notifier.error(MESSAGES.offline);
  target.addEventListener('offline', onOffline);
  return () => target.removeEventListener('offline', onOffline);
}
