import { SearchPage } from '#client/features/search/components/search-page.tsx';

export default function Page() {
  return <SearchPage />;
}
