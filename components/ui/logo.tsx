import { SeedlingIcon } from './seedling-icon';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-brand ${className}`}>
      <span className="grid h-9 w-9 place-items-center rounded-full bg-leaf-600 text-white">
        <SeedlingIcon className="h-6 w-6" />
      </span>
      <span className="text-xl tracking-tight">Miche</span>
    </span>
  );
}
