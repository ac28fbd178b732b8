/** A small element builder for the islands script: text always goes in as text, never as HTML. */
import { SEEDLING_PATHS } from '@/components/ui/seedling-paths';

type Child = Node | string | null | false | undefined;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name === 'className' ? 'class' : name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** The seedling drawn where a cart line has no picture (components/ui/seedling-paths.ts). */
export function seedlingIcon(className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    class: className,
    'aria-hidden': 'true',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }))
    svg.setAttribute(name, value);
  for (const { d, filled } of SEEDLING_PATHS) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    if (filled) {
      path.setAttribute('fill', 'currentColor');
      path.setAttribute('fill-opacity', '0.25');
    }
    svg.append(path);
  }
  return svg;
}
