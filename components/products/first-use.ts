/**
 * Runs `start` the first time the farmer touches the products search form, or at once when it
 * already holds a query (a shared link, or words typed before the framework booted), so a visit that
 * only browses never runs the filter. Small on purpose: the page's island and the islands script
 * (components/islands) import it, and the filter itself downloads only when started. Returns a cancel.
 */
export function onFirstUse(form: HTMLFormElement, start: () => void, atOnce = hasQuery(form)): () => void {
  if (atOnce) {
    start();
    return () => undefined;
  }
  // A keystroke too: the field may have been reached for before this was listening.
  const events = ['focusin', 'pointerdown', 'input'] as const;
  const stop = () => events.forEach((type) => form.removeEventListener(type, first));
  const first = () => {
    stop();
    start();
  };
  events.forEach((type) => form.addEventListener(type, first));
  return stop;
}

function hasQuery(form: HTMLFormElement): boolean {
  const q = form.elements.namedItem('q');
  return window.location.search !== '' || (q instanceof HTMLInputElement && q.value !== '');
}
