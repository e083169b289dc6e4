import { Suspense, lazy, useCallback, useState } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { LocalUser } from '../../domain/session/local-user';
import { AuthLayout } from '../features/sign-in/auth-layout';
import { SmsLoginForm } from '../features/sign-in/sms-login-form';
import { PasswordLoginForm } from '../features/sign-in/password-login-form';
import { IeWarning } from '../features/sign-in/ie-warning';
import { SignInTabs } from '../features/sign-in/sign-in-tabs';

// Only needed once a sign-in succeeded: its dialogs stay out of what /login loads up front.
const PostLoginFlow = lazy(() => import('../features/sign-in/post-login-flow').then((m) => ({ default: m.PostLoginFlow })));

export default function LoginPage() {
  const [signedIn, setSignedIn] = useState<LocalUser | null>(null);
  const abort = useCallback(() => setSignedIn(null), []);
  return (
    <AuthLayout title="商家登录">
      <Stack gap="4">
        <IeWarning />
        <SignInTabs
          defaultValue="sms"
          tabs={[
            { value: 'sms', label: '快捷登录', panel: <SmsLoginForm onSignedIn={setSignedIn} /> },
            { value: 'password', label: '账号登录', panel: <PasswordLoginForm onSignedIn={setSignedIn} /> },
          ]}
        />
        <HStack justify="space-between" fontSize="sm">
          <Link to="/find-account" className="text-link">
            找回账号
          </Link>
          <Link to="/register" className="text-link">
            注册
          </Link>
        </HStack>
      </Stack>
      {signedIn && (
        <Suspense fallback={null}>
          <PostLoginFlow user={signedIn} onAbort={abort} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
