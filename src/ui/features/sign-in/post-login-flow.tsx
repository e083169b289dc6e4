import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../../application/tokens';
import {
  AbandonSignIn,
  ActivateAccount,
  CheckAccountProtection,
  CompleteSignIn,
  MarkPasswordChanged,
  type NextStep,
} from '../../../application/session/post-login';
import type { LocalUser } from '../../../domain/session/local-user';
import { SIGN_IN_MESSAGES } from '../../../domain/account/sign-in-form';
import { useService } from '../../shared/container-context';
import { QueryProvider } from '../../shared/query-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { useSignInExits } from './sign-in-exits';

/**
 * After a successful sign-in: re-activation prompt, forced password change, then the
 * role's landing page (spec 1 section 4). The session is stored only when both are done;
 * cancelling the activation gives the pending sign-in up. Its writes (激活, the forced change,
 * giving the sign-in up) are mutations on the page's query client, which comes with this
 * lazily loaded flow, not with /login's first bytes.
 */
export function PostLoginFlow(props: { user: LocalUser; onAbort: () => void }) {
  return (
    <QueryProvider>
      <NextSteps {...props} />
    </QueryProvider>
  );
}

function NextSteps({ user, onAbort }: { user: LocalUser; onAbort: () => void }) {
  const protection = useService(CheckAccountProtection);
  const activate = useService(ActivateAccount);
  const markChanged = useService(MarkPasswordChanged);
  const complete = useService(CompleteSignIn);
  const abandon = useService(AbandonSignIn);
  const notifier = useService(TOKENS.Notifier);
  const exits = useSignInExits();
  const [current, setCurrent] = useState(user);
  const [step, setStep] = useState<NextStep | null>(null);
  const { mutateAsync: giveUpSignIn } = useMutation({ mutationFn: () => abandon.execute() });
  const activation = useMutation({
    mutationFn: (who: LocalUser) => activate.execute(who),
    onSuccess: async (result, who) => {
      if (!result.ok) return;
      notifier.success('操作成功');
      setStep(await protection.execute(who, true));
    },
  });

  useEffect(() => {
    let live = true;
    const giveUp = () => void giveUpSignIn().finally(onAbort);
    protection.execute(user).then((next) => live && setStep(next), giveUp);
    return () => {
      live = false;
    };
  }, [protection, giveUpSignIn, user, onAbort]);

  useEffect(() => {
    if (step?.step !== 'go') return;
    complete.execute();
    exits.go(step.path, { replace: true });
  }, [step, exits, complete]);

  const cancelActivation = async () => {
    await giveUpSignIn();
    onAbort();
  };

  return (
    <>
      <ConfirmDialog
        open={step?.step === 'activate'}
        confirmText="激活"
        busy={activation.isPending}
        onConfirm={() => activation.mutateAsync(current).catch(() => undefined)}
        onCancel={() => void cancelActivation()}
      >
        {SIGN_IN_MESSAGES.activationPrompt}
      </ConfirmDialog>
      <ChangePasswordDialog
        open={step?.step === 'change-password'}
        onChanged={() => {
          const next = markChanged.execute(current);
          setCurrent(next);
          notifier.success('修改成功!');
          void protection.execute(next, true).then(setStep);
        }}
      />
    </>
  );
}
