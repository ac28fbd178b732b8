import type { Category } from '@/lib/catalogue';

/** A category select's options: the blank choice first ("All categories", "Choose a category"), then each category. */
export function CategoryOptions({ categories, blank }: { categories: ReadonlyArray<Pick<Category, 'slug' | 'name'>>; blank: string }) {
  return (
    <>
      <option value="">{blank}</option>
      {categories.map((c) => (
        <option key={c.slug} value={c.slug}>
          {c.name}
        </option>
      ))}
    </>
  );
}
