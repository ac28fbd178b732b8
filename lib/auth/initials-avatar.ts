/**
 * The avatar for people without a photo (spec section 2): their initials on a colour picked from
 * their name, drawn here as an SVG data URI so no outside avatar service learns who is signed in.
 */

// Dark enough for white text to pass WCAG AA (4.5:1) on every one.
const COLOURS = ['#256430', '#1f5028', '#7c3aed', '#b45309', '#0e7490', '#be123c', '#4338ca', '#374151'] as const;

export function initials(name: string, email?: string | null): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.length >= 2 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const fromName = letters.map((w) => [...(w ?? '')].find((c) => /\p{L}|\p{N}/u.test(c)) ?? '').join('');
  if (fromName) return fromName.toUpperCase();
  const fromEmail = [...(email ?? '')].find((c) => /\p{L}|\p{N}/u.test(c));
  return (fromEmail ?? '?').toUpperCase();
}

function colourFor(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0];
}

/** Safe to draw as it is: initials() yields only letters, digits or "?", never markup. */
export function initialsAvatarDataUri(name: string, email?: string | null): string {
  const text = initials(name, email);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${colourFor(name.trim() || email || '')}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="600" fill="#fff">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
