import { CommunitiesPage } from '#client/features/communities/components/communities-page.tsx';

export default function Page() {
  return <CommunitiesPage />;
}
