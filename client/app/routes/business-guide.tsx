import { InfoPage } from '#client/features/info/components/info-page.tsx';

export default function BusinessGuidePage() {
  return <InfoPage namespace="guide" titleKey="pages.businessGuide" />;
}
