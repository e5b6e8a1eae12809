import { AdminPage } from '#client/app/components/admin-page.tsx';
import { UsersPage } from '#client/features/admin/components/users-page.tsx';

export default function Page() {
  return (
    <AdminPage>
      <UsersPage />
    </AdminPage>
  );
}
