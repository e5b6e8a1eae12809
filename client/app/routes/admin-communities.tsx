import { AdminPage } from '#client/app/components/admin-page.tsx';
import { CommunityProposalsPage } from '#client/features/admin/components/community-proposals-page.tsx';

export default function Page() {
  return (
    <AdminPage>
      <CommunityProposalsPage />
    </AdminPage>
  );
}
