import { inPageLanguage, type Category } from '@/lib/catalogue';

/**
 * A category select's options: the blank choice first ("All categories", "Choose a category"), then
 * each category, named in `locale` (the back office gives none: English).
 */
export function CategoryOptions({
  categories,
  blank,
  locale = 'en',
}: {
  categories: ReadonlyArray<Pick<Category, 'slug' | 'name' | 'nameSw'>>;
  blank: string;
  locale?: string;
}) {
  return (
    <>
      <option value="">{blank}</option>
      {categories.map((c) => (
        <option key={c.slug} value={c.slug}>
          {inPageLanguage(c.name, c.nameSw, locale)}
        </option>
      ))}
    </>
  );
}
