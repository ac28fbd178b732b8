/**
 * The one rule for text that comes from outside (forms, JSON bodies, path and query parameters,
 * callbacks): what a person can type, and nothing PostgreSQL refuses or a screen hides. Refused are
 * control characters (NUL above all: PostgreSQL cannot store it, and it used to surface as a 500),
 * lone surrogate halves (not text at all: no encoding can store them), and the invisible controls
 * that reorder text on screen (a name that reads differently to staff than it is stored). Multi-line
 * fields keep newline and tab; their Windows and old-Mac line ends become plain newlines.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
const FORBIDDEN_IN_LINES = /(?![\n\t])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
const FORBIDDEN_ALL = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;

export const UNSAFE_TEXT_MESSAGE = 'This contains hidden or special characters. Please retype it.';

/** True when `value` is text the shop will store: see the rule above. */
export function isCleanText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? FORBIDDEN_IN_LINES : FORBIDDEN).test(value);
}

/**
 * Text from a source that must be taken as it is (a Firebase display name, a Google profile): the
 * forbidden characters are dropped rather than the value refused.
 */
export function cleanedText(value: string, max: number): string {
  return value.replace(FORBIDDEN_ALL, '').trim().slice(0, max);
}

/**
 * A message with its blanks filled: fill("Removed {name}.", { name: "Basil" }). The blanks may be
 * URL-encoded (`%7Bname%7D`), as in an attribute holding an address; a blank without a value stays.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}|%7B(\w+)%7D/g, (whole, key: string | undefined, encoded: string | undefined) => {
    const name = key ?? encoded!;
    return name in values ? String(values[name]) : whole;
  });
}
