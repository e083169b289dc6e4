import { useEffect } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SignOut } from '../../../../application/session/sign-out';
import { REBINDING_MESSAGES, REBINDING_REDIRECT_SECONDS } from '../../../../domain/security/rebinding';
import { useService } from '../../../platform/container-context';

/** Rebinding step 3: the notice, then /login after 3 s with the session ended (sign in with the new phone). */
export function RebindingDone() {
  const signOut = useService(SignOut);
  const navigate = useNavigate();
  const { mutate: end } = useMutation({
    mutationFn: () => signOut.execute(),
    onSuccess: () => navigate({ to: '/login', replace: true }),
  });

  useEffect(() => {
    const timer = setTimeout(() => end(), REBINDING_REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [end]);

  return (
    <Stack gap="2" role="status">
      <Text fontSize="lg" fontWeight="bold" color="green.700">
        {REBINDING_MESSAGES.done}
      </Text>
      <Text color="gray.700">{REBINDING_REDIRECT_SECONDS}秒后跳转至登录页，请使用新手机号登录</Text>
    </Stack>
  );
}
