import { SIGNUP_HEADING, SIGNUP_INTRO } from '@/components/auth/auth-messages';
import { AuthPage } from '@/components/auth/auth-page';
import { SignupForm } from '@/components/auth/signup-form';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

// Served at /Signup and /signup (proxy.ts).
export const metadata = pageMetadata({
  title: 'Sign Up',
  description: `Create your ${site.name} account to shop handcrafted home decor, textiles and garments from Jaipur.`,
  path: '/Signup',
  noindex: true,
});

export default function SignupPage() {
  return (
    <AuthPage title={SIGNUP_HEADING} intro={SIGNUP_INTRO}>
      <SignupForm />
    </AuthPage>
  );
}
