/**
 * Issue 14: an account page arrives whole, but React streamed it: its content sits hidden at the end
 * of the HTML (`<div hidden id="S:1">`) while the loading spinner (the account group's loading.tsx)
 * stands in its place (`<!--$?--><template id="B:1"></template>…<!--/$-->`), and React's inline
 * `$RC("B:1","S:1")` swaps them once parsed. When a slow phone paints before the parser reaches it,
 * the spinner shows and the page jumps (a layout shift of 0.29 to 0.35 on /dashboard in some bench
 * runs). Done here, on the server, the page is in place from the first paint: the DOM is the one
 * `$RC` would have left, which React hydrates; the `$RC` call then finds nothing to do.
 *
 * The HTML is React's own: text escapes `<`, so `<div` and `</div>` count the segment's elements.
 * Any shape other than expected leaves the page as it was, to React's script.
 */
const REVEAL_CALL = /\$RC\("(B:\d+)","(S:\d+)"\)/g;
const BOUNDARY_OPEN = /<!--\$[?!~]?-->/g;
const BOUNDARY_CLOSE = '<!--/$-->';

/** Where the element whose content starts at `from` ends (the index of its closing `</div>`). */
function closingDiv(html: string, from: number): number {
  let depth = 1;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = from;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return -1;
}

/** Where the boundary whose fallback starts at `from` closes (the index of its `<!--/$-->`). */
function boundaryClose(html: string, from: number): number {
  let depth = 1;
  for (let at = from; at < html.length;) {
    const close = html.indexOf(BOUNDARY_CLOSE, at);
    if (close === -1) return -1;
    BOUNDARY_OPEN.lastIndex = at;
    const open = BOUNDARY_OPEN.exec(html);
    if (open && open.index < close) {
      depth++;
      at = open.index + open[0].length;
      continue;
    }
    if (--depth === 0) return close;
    at = close + BOUNDARY_CLOSE.length;
  }
  return -1;
}

function revealOne(html: string, boundary: string, segment: string): string | null {
  const open = `<!--$?--><template id="${boundary}"></template>`;
  const at = html.indexOf(open);
  const segmentTag = `<div hidden id="${segment}">`;
  const segmentAt = html.indexOf(segmentTag);
  if (at === -1 || segmentAt < at) return null;
  const fallbackEnd = boundaryClose(html, at + open.length);
  const contentStart = segmentAt + segmentTag.length;
  const contentEnd = closingDiv(html, contentStart);
  if (fallbackEnd === -1 || fallbackEnd > segmentAt || contentEnd === -1) return null;
  const content = html.slice(contentStart, contentEnd);
  return `${html.slice(0, at)}<!--$-->${content}${html.slice(fallbackEnd, segmentAt)}${html.slice(contentEnd + '</div>'.length)}`;
}

/** The page with every part React streamed in place, as its `$RC` calls would put them, in their order. */
export function revealStreamedParts(html: string): string {
  let revealed = html;
  for (const [, boundary, segment] of html.matchAll(REVEAL_CALL)) {
    const next = revealOne(revealed, boundary!, segment!);
    if (next === null) return html;
    revealed = next;
  }
  return revealed;
}
