import { useParams } from 'react-router';
import { SellerProfile } from '#client/features/vendors/components/seller-profile.tsx';

export default function SellerPage() {
  const { id = '' } = useParams();
  return <SellerProfile key={id} id={id} />;
}
