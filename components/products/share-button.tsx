/**
 * Share a product the way farmers pass links around: the phone's own share sheet where it
 * has one (the islands script answers `data-share`), else WhatsApp. In the HTML it is a WhatsApp link,
 * so it works without JavaScript too.
 */
export function ShareButton({ url, title, label }: { url: string; title: string; label: string }) {
  return (
    <a
      href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
      rel="noopener noreferrer"
      target="_blank"
      data-share={JSON.stringify({ title, url })}
      className="inline-flex h-11 items-center gap-2 rounded-lg border border-line-strong px-4 hover:bg-tint"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
      {label}
    </a>
  );
}
