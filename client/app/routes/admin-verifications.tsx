import { AdminPage } from '#client/app/components/admin-page.tsx';
import { VerificationsPage } from '#client/features/admin/components/verifications-page.tsx';

export default function Page() {
  return (
    <AdminPage>
      <VerificationsPage />
    </AdminPage>
  );
}
