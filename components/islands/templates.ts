/**
 * The templates React drew for the islands script (components/islands/island-templates.tsx): cloned,
 * their `{blanks}` filled in text and attributes, and their optional `data-part`s kept or dropped. The
 * script never draws markup of its own: what it shows is what React would.
 */
import { TEMPLATE_ATTRIBUTE } from '@/lib/light-page/contract';
import { fill } from './words';

/** A fresh copy of the template's first element, or null when the page has no such template. */
export function cloneTemplate(name: string): HTMLElement | null {
  const template = document.querySelector<HTMLTemplateElement>(`template[${TEMPLATE_ATTRIBUTE}="${name}"]`);
  const first = template?.content.firstElementChild;
  return first instanceof HTMLElement ? (first.cloneNode(true) as HTMLElement) : null;
}

/** Every template of a name's elements, for templates of more than one (the delivery hint's two parts). */
export function cloneTemplateNodes(name: string): Node[] {
  const template = document.querySelector<HTMLTemplateElement>(`template[${TEMPLATE_ATTRIBUTE}="${name}"]`);
  return template ? [...template.content.cloneNode(true).childNodes] : [];
}

/** Fills `{blanks}` in the text and attributes under `root` (text stays text: no HTML is made). */
export function fillBlanks(root: Element, values: Record<string, string | number>): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes('{')) node.nodeValue = fill(node.nodeValue, values);
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      if (/\{|%7B/.test(attribute.value)) element.setAttribute(attribute.name, fill(attribute.value, values));
    }
  }
}

/** Keeps the `data-part`s named in `keep`, and drops the others. */
export function keepParts(root: Element, keep: ReadonlyArray<string | false | null | undefined>): void {
  const kept = new Set(keep.filter(Boolean));
  root.querySelectorAll<HTMLElement>('[data-part]').forEach((part) => {
    if (!kept.has(part.dataset.part ?? '')) part.remove();
  });
}

/** The element marked `data-slot="name"` under `root`. */
export const slot = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`);

/** Calls `act` for clicks on `[data-action="name"]` under `root`. */
export function onAction(root: Element, name: string, act: (event: Event) => void): void {
  root.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[data-action="${name}"]`)) act(event);
  });
}
