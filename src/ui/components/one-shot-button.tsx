import type { ComponentProps } from 'react';
import { Button } from '@chakra-ui/react';
import { useOneShot } from './one-shot';

/**
 * A button whose click starts a one-shot action (`useOneShot`): loading and refusing further
 * clicks until the promise `onClick` returns settles.
 */
export function OneShotButton({
  onClick,
  loading = false,
  ...rest
}: Omit<ComponentProps<typeof Button>, 'onClick'> & { onClick: () => unknown }) {
  const { run, busy } = useOneShot(onClick);
  return <Button {...rest} loading={loading || busy} onClick={() => void run()} />;
}
