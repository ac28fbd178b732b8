/**
 * Runs `start` the first time the farmer touches the products search form, or at once when it
 * already holds a query (a shared link, or words typed before the framework booted), so a visit that
 * only browses never runs the filter. Small on purpose: the page's island and the islands script
 * (lib/islands) import it, and the filter itself downloads only when started. Returns a cancel.
 */
export function onFirstUse(form: HTMLFormElement, start: () => void, atOnce = hasQuery(form)): () => void {
  if (atOnce) {
    start();
    return () => undefined;
  }
  const stop = () => {
    form.removeEventListener('focusin', first);
    form.removeEventListener('pointerdown', first);
  };
  const first = () => {
    stop();
    start();
  };
  form.addEventListener('focusin', first);
  form.addEventListener('pointerdown', first);
  return stop;
}

function hasQuery(form: HTMLFormElement): boolean {
  const q = form.elements.namedItem('q');
  return window.location.search !== '' || (q instanceof HTMLInputElement && q.value !== '');
}
