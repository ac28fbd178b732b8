'use client';

import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { Category } from '@/lib/catalogue';
import { fieldMessages } from '@/lib/form-errors';
import { productCreateSchema, productPatchSchema, slugify, type ProductFormValues } from '@/lib/schemas/admin-products';
import { Field, FormMessage, inputClass, primaryButton, textareaClass } from '../../ui/field';
import { adminApi } from '@/lib/api/client';
import { useCheckedAction } from './use-checked-action';
import { CategoryOptions } from '../../products/category-options';

type TextKey = Exclude<keyof ProductFormValues, 'active' | 'featured'>;

const fieldset = 'space-y-4 rounded-xl border border-line p-4';
const legend = 'px-1 text-xl font-bold';

/**
 * Every catalogue field of a product: a new one (POST) or an existing one (PATCH). On the edit page
 * visibility has its own switch, so this form leaves it alone there and cannot undo a show or hide.
 */
export function ProductForm({ productId, initial, categories }: { productId?: string; initial: ProductFormValues; categories: Category[] }) {
  const router = useRouter();
  const { busy, message, errors, refuse, run } = useCheckedAction();
  const [values, setValues] = useState(initial);
  // A new product's web address follows its name until staff type one of their own.
  const [slugTyped, setSlugTyped] = useState(productId !== undefined);
  const editing = productId !== undefined;

  const text = (key: TextKey) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.target.value;
    if (key === 'slug') setSlugTyped(true);
    setValues((v) => ({ ...v, [key]: value, ...(key === 'name' && !slugTyped ? { slug: slugify(value) } : {}) }));
  };
  const flag = (key: 'active' | 'featured') => (e: ChangeEvent<HTMLInputElement>) => {
    const checked = e.target.checked;
    setValues((v) => ({ ...v, [key]: checked }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { active, ...fields } = { ...values, traySize: values.unitKind === 'tray' ? values.traySize : '' };
    const body = editing ? fields : { ...fields, active };
    const parsed = (editing ? productPatchSchema : productCreateSchema).safeParse(body);
    if (!parsed.success) return refuse(fieldMessages(parsed.error, 'top'));
    const answer = await run(() => (productId !== undefined ? adminApi.updateProduct(productId, fields) : adminApi.createProduct({ ...fields, active })));
    if (!answer.ok && answer.code === 'slug_taken') refuse({ slug: answer.message }, answer.message);
    if (answer.ok && !editing && answer.data) router.push(`/admin/products/${answer.data.id}`);
  };

  const input = (key: TextKey, label: string, extra: { hint?: string; inputMode?: 'decimal' | 'numeric'; autoComplete?: string; lang?: string } = {}) => (
    <Field label={label} hint={extra.hint} error={errors[key]}>
      {(p) => (
        <input
          {...p}
          lang={extra.lang}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete ?? 'off'}
          value={values[key]}
          onChange={text(key)}
          className={inputClass}
        />
      )}
    </Field>
  );
  const textarea = (key: TextKey, label: string, rows: number, extra: { hint?: string; lang?: string } = {}) => (
    <Field label={label} hint={extra.hint} error={errors[key]}>
      {(p) => <textarea {...p} lang={extra.lang} rows={rows} value={values[key]} onChange={text(key)} className={textareaClass} />}
    </Field>
  );
  const showsEnglish = 'Leave it empty and the Kiswahili page shows the English.';

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
      <fieldset className={fieldset}>
        <legend className={legend}>Names</legend>
        {input('name', 'Name', { hint: 'As farmers know it in English, e.g. Tomato Anna F1.' })}
        {input('swahiliName', 'Swahili name (optional)', { hint: 'e.g. Nyanya, Sukuma wiki.' })}
        {input('slug', 'Web address', { hint: `The page is /products/${values.slug || '...'}: lowercase letters, digits and hyphens.` })}
        {input('variety', 'Variety')}
        {input('varietySw', 'Variety (Kiswahili)', {
          lang: 'sw',
          hint: `e.g. Cal J (isiyo chotara): the cultivar's name as sold, its describing words in Kiswahili. ${showsEnglish}`,
        })}
        <Field label="Category" error={errors.category}>
          {(p) => (
            <select {...p} value={values.category} onChange={text('category')} className={inputClass}>
              <CategoryOptions categories={categories} blank="Choose a category" />
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Sale</legend>
        <Field label="Sold by" error={errors.unitKind}>
          {(p) => (
            <select {...p} value={values.unitKind} onChange={text('unitKind')} className={inputClass}>
              <option value="seedling">The seedling</option>
              <option value="tray">The tray</option>
            </select>
          )}
        </Field>
        {values.unitKind === 'tray' && input('traySize', 'Seedlings in a tray', { inputMode: 'numeric' })}
        {input('price', 'Price (KES)', {
          inputMode: 'decimal',
          hint: values.unitKind === 'tray' ? 'For one tray, e.g. 1500 or 1499.50.' : 'For one seedling, e.g. 15 or 14.50.',
        })}
        {!editing && (
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" checked={values.active} onChange={flag('active')} className="h-5 w-5" />
            Show in the shop now
          </label>
        )}
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={values.featured} onChange={flag('featured')} className="h-5 w-5" />
          Feature on the home page
        </label>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>For farmers</legend>
        {textarea('description', 'Description', 4)}
        {textarea('descriptionSw', 'Description (Kiswahili)', 4, { lang: 'sw', hint: showsEnglish })}
        {input('spacing', 'Spacing', { hint: 'e.g. 60 cm x 45 cm.' })}
        {input('spacingSw', 'Spacing (Kiswahili)', { lang: 'sw', hint: `e.g. sm 60 kati ya mistari, sm 45 kati ya mimea. ${showsEnglish}` })}
        {input('weeksToTransplant', 'Weeks from sowing to transplanting', { inputMode: 'numeric' })}
        {input('weeksToHarvest', 'Weeks from transplanting to first harvest', { inputMode: 'numeric' })}
        {textarea('tips', 'Tips', 5, { hint: 'One tip per line, at most 12.' })}
        {textarea('tipsSw', 'Tips (Kiswahili)', 5, { lang: 'sw', hint: `One tip per line, at most 12. ${showsEnglish}` })}
      </fieldset>

      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={busy} className={primaryButton}>
        {editing ? (busy ? 'Saving...' : 'Save changes') : busy ? 'Adding...' : 'Add product'}
      </button>
    </form>
  );
}
