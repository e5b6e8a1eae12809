import { AdminPage } from '#client/app/components/admin-page.tsx';
import { EnquiriesPage } from '#client/features/admin/components/enquiries-page.tsx';

export default function Page() {
  return (
    <AdminPage>
      <EnquiriesPage />
    </AdminPage>
  );
}
