import { AdminPage } from '#client/app/components/admin-page.tsx';
import { ReportsPage } from '#client/features/admin/components/reports-page.tsx';

export default function Page() {
  return (
    <AdminPage>
      <ReportsPage />
    </AdminPage>
  );
}
