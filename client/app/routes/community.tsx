import { useParams } from 'react-router';
import { CommunityPage } from '#client/features/communities/components/community-page.tsx';

export default function Page() {
  const { id = '' } = useParams();
  // A new id is a new page: its feed, forms and open comments start afresh.
  return <CommunityPage key={id} id={id} />;
}
