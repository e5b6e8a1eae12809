import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, Navigate } from 'react-router';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { useMyProfile } from '#client/features/account/api/get-my-profile.ts';
import { AccountSection } from '#client/features/account/components/account-section.tsx';
import { ProfileForm } from '#client/features/account/components/profile-form.tsx';
import { VerificationStatus } from '#client/features/account/components/verification-status.tsx';
import { YourDataSection } from '#client/features/account/components/your-data-section.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { MyPosts } from '#client/features/posts/components/my-posts.tsx';
import { ResponsiveImage } from '#client/features/uploads/components/responsive-image.tsx';

/**
 * /account, where a user lands after signing in. The page composes sections: verification status,
 * profile, the user's own posts, and their data (download it, delete the account).
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const profile = useMyProfile(Boolean(user));
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to="/sign-in" replace />;
  if (!profile.data) return <LoadingScreen />;
  const avatarFallback = (profile.data.fullName || user.email).slice(0, 1).toUpperCase();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-wrap items-center gap-4">
        {profile.data.avatar ? (
          <ResponsiveImage image={profile.data.avatar} alt="" sizes="64px" loading="eager" className="size-16 rounded-full object-cover" />
        ) : profile.data.avatarUrl ? (
          <img src={profile.data.avatarUrl} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-brand text-2xl font-bold text-on-brand">
            {avatarFallback}
          </span>
        )}
        <div className="flex-1">
          <h1 className="text-2xl font-bold">{t('account.title')}</h1>
          <p dir="auto" className="text-muted">
            {profile.data.businessName || profile.data.fullName}
          </p>
        </div>
        <Link to="/account-security" className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 font-semibold hover:border-brand">
          <ShieldCheck className="size-5" aria-hidden="true" />
          {t('account.security')}
        </Link>
      </header>
      <AccountSection id="verification" title={t('account.verification')}>
        <VerificationStatus profile={profile.data} />
      </AccountSection>
      <AccountSection id="profile" title={t('account.profile')}>
        <ProfileForm profile={profile.data} fallbackInitial={avatarFallback} />
      </AccountSection>
      <MyPosts />
      <AccountSection id="your-data" title={t('account.data.title')}>
        <YourDataSection email={user.email} />
      </AccountSection>
    </div>
  );
}
