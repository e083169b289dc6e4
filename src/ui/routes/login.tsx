import { useCallback, useEffect, useRef, useState } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import type { LocalUser } from '../../domain/session/local-user';
import { AuthLayout } from '../features/sign-in/auth-layout';
import { SmsLoginForm } from '../features/sign-in/sms-login-form';
import { PasswordLoginForm } from '../features/sign-in/password-login-form';
import { IeWarning } from '../features/sign-in/ie-warning';
import { SignInTabs } from '../features/sign-in/sign-in-tabs';
import { lazyPart } from '../components/lazy-part';
import { ExitLink } from '../features/sign-in/sign-in-exits';

// Only needed once a sign-in succeeded: its dialogs stay out of what /login loads up front.
const PostLoginFlow = lazyPart(() => import('../features/sign-in/post-login-flow').then((m) => ({ default: m.PostLoginFlow })));

/** When the flow's chunk does not arrive (the user has been told), the sign-in is left undone: 登录 again loads it again. */
function SignInNotFinished({ onAbort }: { onAbort: () => void }) {
  useEffect(onAbort, [onAbort]);
  return null;
}

export default function LoginPage() {
  const [signedIn, setSignedIn] = useState<LocalUser | null>(null);
  // Settles the form's submit when the steps after sign-in stop here (SignedIn): 登录 stays busy
  // until then, or until the next screen replaces this one.
  const stepsEnded = useRef<(() => void) | null>(null);
  const signIn = useCallback(
    (user: LocalUser) =>
      new Promise<void>((resolve) => {
        stepsEnded.current = resolve;
        setSignedIn(user);
      }),
    [],
  );
  const abort = useCallback(() => {
    setSignedIn(null);
    stepsEnded.current?.();
    stepsEnded.current = null;
  }, []);
  return (
    <AuthLayout title="商家登录">
      <Stack gap="4">
        <IeWarning />
        <SignInTabs
          defaultValue="sms"
          tabs={[
            { value: 'sms', label: '快捷登录', panel: <SmsLoginForm onSignedIn={signIn} /> },
            { value: 'password', label: '账号登录', panel: <PasswordLoginForm onSignedIn={signIn} /> },
          ]}
        />
        <HStack justify="space-between" fontSize="sm">
          <ExitLink to="/find-account">找回账号</ExitLink>
          <ExitLink to="/register">注册</ExitLink>
        </HStack>
      </Stack>
      {signedIn && <PostLoginFlow user={signedIn} onAbort={abort} failed={() => <SignInNotFinished onAbort={abort} />} />}
    </AuthLayout>
  );
}
