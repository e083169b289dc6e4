import { AuthLayout } from '../features/sign-in/auth-layout';
import { RegisterForm } from '../features/register/register-form';

export default function RegisterPage() {
  return (
    <AuthLayout title="商家注册">
      <RegisterForm />
    </AuthLayout>
  );
}
