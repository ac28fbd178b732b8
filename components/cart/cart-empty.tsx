import { cart as text } from '@/lib/messages';
import { AppLink } from '../ui/app-link';
import { SeedlingIcon } from '../ui/seedling-icon';

export function CartEmpty({ onBrowse }: { onBrowse?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <SeedlingIcon className="h-12 w-12 text-leaf-600" />
      <p className="text-lg font-medium">{text.empty}</p>
      <AppLink
        href="/products"
        onClick={onBrowse}
        className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-semibold text-white hover:bg-leaf-700"
      >
        {text.browseProducts}
      </AppLink>
    </div>
  );
}
