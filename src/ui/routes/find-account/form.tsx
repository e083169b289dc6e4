import { Link } from '@tanstack/react-router';
import { Stack } from '@chakra-ui/react';
import { AuthLayout } from '../../features/sign-in/auth-layout';
import { FindAccountForm } from '../../features/find-account/find-account-form';
import { QueryProvider } from '../../platform/query-client';

export default function FindAccountFormPage() {
  return (
    <AuthLayout title="找回账号申请">
      <Stack gap="4">
        {/* The application is sent as a mutation of the page's query client. */}
        <QueryProvider>
          <FindAccountForm />
        </QueryProvider>
        <Link to="/login" className="text-link">
          返回登录
        </Link>
      </Stack>
    </AuthLayout>
  );
}
