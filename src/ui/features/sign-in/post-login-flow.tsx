import { useCallback, useEffect, useState } from 'react';
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
import { useService } from '../../platform/container-context';
import { QueryProvider } from '../../platform/query-client';
import { lazyPart } from '../../components/lazy-part';
import { useSignInExits } from './sign-in-exits';

// Most accounts need neither dialog: their chunks (the form kit, the password rules, Chakra's
// dialog) load only for the step that shows one, not between the token and the home screen.
const ConfirmDialog = lazyPart(() => import('../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
const ChangePasswordDialog = lazyPart(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

/** A step's dialog whose chunk did not arrive (the user has been told): the sign-in is given up, 登录 again retries. */
function GiveUp({ onGiveUp }: { onGiveUp: () => void }) {
  useEffect(onGiveUp, [onGiveUp]);
  return null;
}

/**
 * After a successful sign-in: re-activation prompt, forced password change, then the
 * role's landing page (spec 1 section 4). The session is stored only when both are done;
 * cancelling the activation gives the pending sign-in up. Its writes (激活, the forced change,
 * giving the sign-in up) are mutations on the page's query client, which comes with this
 * lazily loaded flow, not with /login's first bytes; each dialog's chunk loads with its step.
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

  const giveUp = useCallback(() => void giveUpSignIn().finally(onAbort), [giveUpSignIn, onAbort]);

  useEffect(() => {
    let live = true;
    protection.execute(user).then((next) => live && setStep(next), giveUp);
    return () => {
      live = false;
    };
  }, [protection, giveUp, user]);

  useEffect(() => {
    if (step?.step !== 'go') return;
    complete.execute();
    exits.go(step.path, { replace: true });
  }, [step, exits, complete]);

  const cancelActivation = async () => {
    await giveUpSignIn();
    onAbort();
  };
  const failed = () => <GiveUp onGiveUp={giveUp} />;

  return (
    <>
      {step?.step === 'activate' && (
        <ConfirmDialog
          open
          failed={failed}
          confirmText="激活"
          busy={activation.isPending}
          onConfirm={() => activation.mutateAsync(current).catch(() => undefined)}
          onCancel={() => void cancelActivation()}
        >
          {SIGN_IN_MESSAGES.activationPrompt}
        </ConfirmDialog>
      )}
      {step?.step === 'change-password' && (
        <ChangePasswordDialog
          open
          failed={failed}
          onChanged={() => {
            const next = markChanged.execute(current);
            setCurrent(next);
            notifier.success('修改成功!');
            void protection.execute(next, true).then(setStep);
          }}
        />
      )}
    </>
  );
}
