import { useTranslation } from '#client/lib/texts.tsx';
import { SignInForm } from '#client/features/auth/components/sign-in-form.tsx';
import { SignedOutPage } from '#client/features/auth/components/signed-out-page.tsx';

/** /signin, /sign-in and /auth. A signed-in user goes on to /account after about 100 ms. */
export default function SignInPage() {
  const { t } = useTranslation();
  return (
    <SignedOutPage title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <SignInForm />
    </SignedOutPage>
  );
}
