import { PlaceholderPage } from '#client/app/components/placeholder-page.tsx';

export default function Page() {
  return <PlaceholderPage titleKey="pages.privacyPolicy" />;
}
