import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { CheckProfileContact } from '../../../../application/content/check-profile-contact';
import { PROFILE_CONTACT_PROMPT } from '../../../../domain/content/profile-contact';
import { useService } from '../../../platform/container-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * Honour add and banner add need the profile contact filled in: `pass(action)` runs the
 * action when it is, and otherwise asks 你还没有完善企业信息 with 再看看 (stay, or `onStay`)
 * and 去完善 (to the company profile). `prompt` renders that question.
 */
export function useProfileContactGate(onStay?: () => void) {
  const check = useService(CheckProfileContact);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const busy = useRef(false);

  const pass = async (action: () => void) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const state = await check.execute();
      if (state === 'complete') action();
      else if (state === 'incomplete') setOpen(true);
    } finally {
      busy.current = false;
    }
  };

  const prompt = (
    <ConfirmDialog
      open={open}
      confirmText={PROFILE_CONTACT_PROMPT.complete}
      cancelText={PROFILE_CONTACT_PROMPT.stay}
      onConfirm={() => {
        setOpen(false);
        void navigate({ to: PROFILE_CONTACT_PROMPT.completePath as string });
      }}
      onCancel={() => {
        setOpen(false);
        onStay?.();
      }}
    >
      {PROFILE_CONTACT_PROMPT.text}
    </ConfirmDialog>
  );

  return { pass, prompt };
}
