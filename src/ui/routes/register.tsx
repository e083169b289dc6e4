import { AuthLayout } from '../features/sign-in/auth-layout';
import { RegisterForm } from '../features/register/register-form';
import { QueryProvider } from '../platform/query-client';

export default function RegisterPage() {
  return (
    <AuthLayout title="商家注册">
      {/* The region picker asks for the regions through the page's query client. */}
      <QueryProvider>
        <RegisterForm />
      </QueryProvider>
    </AuthLayout>
  );
}
