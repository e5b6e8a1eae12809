import { useParams } from 'react-router';
import { CategoryBrowser } from '#client/features/catalogue/components/category-browser.tsx';

/** /category/{id}: the category's listings. */
export default function CategoryPage() {
  const { id = '' } = useParams();
  return <CategoryBrowser key={id} kind="listing" categoryId={id} />;
}
