import { revealStreamedParts } from '@/lib/islands/reveal';

// The shapes React streams an account page in (from a production build's /dashboard): the metadata
// boundary, and the page behind the account group's loading spinner, revealed by `$RC` at the end.
const spinner = '<div class="grid min-h-[40vh] place-items-center"><span role="status">Loading...</span></div>';
const content = '<div class="space-y-8"><h1>Karibu, Achieng!</h1><div class="flex"><img alt="" width="56" height="56"/></div><p>1 &lt; 2</p></div>';
const streamed = [
  '<body><div hidden=""><!--$?--><template id="B:0"></template><!--/$--></div>',
  `<main id="main"><!--$?--><template id="B:1"></template>${spinner}<!--/$--></main><footer>Miche</footer>`,
  '<script nonce="n">$RC=function(a,b){};$RC("B:1","S:1")</script>',
  `<div hidden id="S:1">${content}</div>`,
  '<div hidden id="S:0"><title>Dashboard</title></div><script nonce="n">$RC("B:0","S:0")</script></body>',
].join('');

describe("an account page's streamed parts, put in place on the server", () => {
  it('shows the page where the spinner stood, as React would leave it, and leaves the hidden copies out', () => {
    const revealed = revealStreamedParts(streamed);
    expect(revealed).toContain(`<main id="main"><!--$-->${content}<!--/$--></main><footer>Miche</footer>`);
    expect(revealed).toContain('<div hidden=""><!--$--><title>Dashboard</title><!--/$--></div>');
    expect(revealed).not.toContain('Loading...');
    expect(revealed).not.toContain('id="S:');
    expect(revealed).not.toContain('<template');
    // React's own calls stay, and find nothing left to do.
    expect(revealed).toContain('$RC("B:1","S:1")');
  });

  it('reveals a part inside another, and a spinner that holds a finished part of its own', () => {
    const nested = [
      '<main><!--$?--><template id="B:0"></template><div><!--$-->ready<!--/$--></div><!--/$--></main>',
      '<div hidden id="S:0"><section><!--$?--><template id="B:1"></template><p>wait</p><!--/$--></section></div>',
      '<script>$RC("B:0","S:0")</script>',
      '<div hidden id="S:1"><div><div>inner</div></div></div><script>$RC("B:1","S:1")</script>',
    ].join('');
    expect(revealStreamedParts(nested)).toBe(
      '<main><!--$--><section><!--$--><div><div>inner</div></div><!--/$--></section><!--/$--></main><script>$RC("B:0","S:0")</script><script>$RC("B:1","S:1")</script>',
    );
  });

  it('leaves a page of any other shape to React: a part never streamed, or a segment cut short', () => {
    const missing = streamed.replace(`<div hidden id="S:1">${content}</div>`, '');
    expect(revealStreamedParts(missing)).toBe(missing);
    const cut = streamed.slice(0, streamed.indexOf('<div hidden id="S:1">') + 40);
    expect(revealStreamedParts(cut)).toBe(cut);
    expect(revealStreamedParts('<p>no parts</p>')).toBe('<p>no parts</p>');
  });
});
