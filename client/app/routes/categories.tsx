import { CategoryList } from '#client/features/catalogue/components/category-list.tsx';

export default function CategoriesPage() {
  return <CategoryList />;
}
