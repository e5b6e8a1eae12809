import { useTranslation } from '#client/lib/texts.tsx';
import { SignedOutPage } from '#client/features/auth/components/signed-out-page.tsx';
import { SignUpForm } from '#client/features/auth/components/sign-up-form.tsx';

/** /signup and /sign-up. */
export default function SignUpPage() {
  const { t } = useTranslation();
  return (
    <SignedOutPage title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <SignUpForm />
    </SignedOutPage>
  );
}
