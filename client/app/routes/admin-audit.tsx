import { AdminPage } from '#client/app/components/admin-page.tsx';
import { AuditPage } from '#client/features/admin/components/audit-page.tsx';

export default function Page() {
  return (
    <AdminPage>
      <AuditPage />
    </AdminPage>
  );
}
