import { NotificationsPage } from '#client/features/notifications/components/notifications-page.tsx';
import { ProtectedPage } from '#client/features/shell/components/protected-page.tsx';

export default function Page() {
  return (
    <ProtectedPage>
      <NotificationsPage />
    </ProtectedPage>
  );
}
