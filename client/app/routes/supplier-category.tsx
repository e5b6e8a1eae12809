import { useParams } from 'react-router';
import { CategoryBrowser } from '#client/features/catalogue/components/category-browser.tsx';

/** /category/suppliers/{categoryId} and its two subcategory forms: the products. */
export default function SupplierCategoryPage() {
  const { categoryId = '', subcategoryId } = useParams();
  return <CategoryBrowser key={`${categoryId}/${subcategoryId ?? ''}`} kind="product" categoryId={categoryId} subcategoryId={subcategoryId} />;
}
