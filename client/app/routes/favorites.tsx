import { FavoritesPage } from '#client/features/favorites/components/favorites-page.tsx';

export default function Page() {
  return <FavoritesPage />;
}
