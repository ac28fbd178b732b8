import { ScrollArea } from './admin-card';

/** What Safaricom sent, folded away: staff open it when a payment needs explaining. */
export function RawCallback({ value }: { value: unknown }) {
  return (
    <details>
      <summary className="cursor-pointer py-3 text-sm">Raw callback</summary>
      <ScrollArea label="Raw callback" className="rounded bg-tint p-2">
        <pre className="text-sm">{JSON.stringify(value, null, 2)}</pre>
      </ScrollArea>
    </details>
  );
}
