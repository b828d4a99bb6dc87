import { AuthPage } from '../../features/accounts/pages/AuthPage';
import { RegisterForm } from '../../features/onboarding/components/RegisterForm';

/** /auth, /login and /register: the accounts sign-in with onboarding's application form as its register side. */
export function AuthRoute() {
  return <AuthPage registerForm={() => <RegisterForm />} />;
}
