import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../platform/container-context';

/**
 * A screen its actor may not open (a frozen company's 添加子账号 or new promotion): the refusal
 * shows at once, up front, and the user goes back to `to`, before any field is filled in. The
 * caller renders nothing while `blocked` is a message.
 */
export function useRefusedEntry(blocked: string | null, to: '/personal/promotions' | '/personal/accountlist') {
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  useEffect(() => {
    if (!blocked) return;
    notifier.warning(blocked);
    void navigate({ to, replace: true });
  }, [blocked, navigate, notifier, to]);
}
