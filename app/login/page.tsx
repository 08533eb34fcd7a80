import { LOGIN_HEADING, LOGIN_INTRO } from '@/components/auth/auth-messages';
import { AuthPage } from '@/components/auth/auth-page';
import { LoginForm } from '@/components/auth/login-form';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

// Served at /login and /Login (proxy.ts).
export const metadata = pageMetadata({
  title: 'Login',
  description: `Log in to ${site.name} with your mobile number to check out and see your cart on any device.`,
  path: '/login',
  noindex: true,
});

export default function LoginPage() {
  return (
    <AuthPage title={LOGIN_HEADING} intro={LOGIN_INTRO}>
      <LoginForm />
    </AuthPage>
  );
}
