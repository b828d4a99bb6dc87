import { useCategoryOf } from '../api/get-categories';

/**
 * A card's category name, from its categoryId and the categories (GET /api/categories): STUDIO when
 * the category is unknown; a blank of the same height while the categories load (no layout shift).
 */
export function CategoryName({ categoryId }: { categoryId: string }) {
  const category = useCategoryOf(categoryId);
  if (category === undefined) return <>{'\u00a0'}</>;
  return <>{category?.name || 'STUDIO'}</>;
}
