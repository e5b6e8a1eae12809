import { InfoPage } from '#client/features/info/components/info-page.tsx';

export default function VisionGoalsPage() {
  return <InfoPage namespace="vision" titleKey="pages.visionGoals" />;
}
