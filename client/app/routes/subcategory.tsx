import { useParams } from 'react-router';
import { CategoryBrowser } from '#client/features/catalogue/components/category-browser.tsx';

/** /category/{categoryId}/{subcategoryId} and /category/{categoryId}/subcategory/{subcategoryId}. */
export default function SubcategoryPage() {
  const { categoryId = '', subcategoryId = '' } = useParams();
  return <CategoryBrowser key={`${categoryId}/${subcategoryId}`} kind="listing" categoryId={categoryId} subcategoryId={subcategoryId} />;
}
