import { VendorDirectory } from '#client/features/vendors/components/vendor-directory.tsx';

export default function VendorsPage() {
  return <VendorDirectory />;
}
