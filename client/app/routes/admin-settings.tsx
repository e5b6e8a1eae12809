import { AdminPage } from '#client/app/components/admin-page.tsx';
import { SettingsPage } from '#client/features/admin/components/settings-page.tsx';

export default function Page() {
  return (
    <AdminPage>
      <SettingsPage />
    </AdminPage>
  );
}
