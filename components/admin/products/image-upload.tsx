'use client';

import { useRef, useState, type FormEvent } from 'react';
import { IMAGE_TOO_BIG, MAX_IMAGE_BYTES } from '@/lib/product-images';
import { ProductImage } from '../../products/product-image';
import { Field, FormMessage, primaryButton } from '../../ui/field';
import { adminApi } from '@/lib/api/client';
import { useCheckedAction } from './use-checked-action';

/** The product's photo and a new one to upload; the server makes the small sizes farmers download. */
export function ImageUpload({ productId, image }: { productId: string; image: string | null }) {
  const { busy, message, errors, refuse, run } = useCheckedAction();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // Checked here too, so a farm's mobile data is not spent sending a file the server would refuse.
    if (!file) return refuse({ image: 'Please choose a photo.' }, 'Please choose a photo.');
    if (file.size > MAX_IMAGE_BYTES) return refuse({ image: IMAGE_TOO_BIG }, IMAGE_TOO_BIG);
    const form = new FormData();
    form.set('image', file);
    const answer = await run(() => adminApi.uploadImage(productId, form));
    if (answer.ok) {
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <div className="w-40 overflow-hidden rounded-xl">
        <ProductImage src={image} size={160} />
      </div>
      {!image && <p className="text-sm text-subtle">No photo yet: the shop shows a seedling drawing.</p>}
      <Field label="New photo" hint="JPEG, PNG or WebP, up to 4 MB. It is cut to a square from the middle." error={errors.image}>
        {(p) => (
          <input
            {...p}
            ref={input}
            type="file"
            accept="image/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block min-h-11 w-full py-2 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line-strong file:bg-surface file:px-3"
          />
        )}
      </Field>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Uploading...' : 'Upload photo'}
      </button>
    </form>
  );
}
