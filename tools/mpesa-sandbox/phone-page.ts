import type { SandboxEngine, Prompt } from './engine';
import { TEST_NUMBERS } from './options';

// The virtual phone: plain server-rendered HTML whose forms work without JavaScript; a small script only
// reloads the page when prompts change, and never while someone is typing a PIN.

const MSISDN = /^254[17]\d{8}$/;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function formatKes(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What the farmer reads on the handset. */
export function promptText(prompt: Prompt, businessName: string): string {
  return `Pay KES ${formatKes(prompt.amount)} to ${businessName}, account ${prompt.accountReference}? Enter M-PESA PIN`;
}

/** Changes whenever the page would look different; the script polls it. */
export function pageSignature(engine: SandboxEngine, phone: string | undefined): string {
  const open = engine.visiblePrompts(phone).map((p) => p.checkoutRequestId);
  const done = engine.listPrompts({ state: 'done', msisdn: phone }).length;
  return `${open.join(',')}|${done}`;
}

function promptCard(prompt: Prompt, businessName: string, back: string): string {
  const id = escapeHtml(prompt.checkoutRequestId);
  const action = (what: string) => `/phone/prompts/${encodeURIComponent(prompt.checkoutRequestId)}/${what}`;
  const hidden = `<input type="hidden" name="back" value="${escapeHtml(back)}">`;
  return `<article class="prompt" aria-labelledby="text-${id}">
  <p class="to">Phone ${escapeHtml(prompt.msisdn)}</p>
  <p class="text" id="text-${id}">${escapeHtml(promptText(prompt, businessName))}</p>
  <form method="post" action="${action('pin')}" class="pin">
    ${hidden}
    <label for="pin-${id}">M-PESA PIN</label>
    <input id="pin-${id}" name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="8" required>
    <button type="submit" aria-describedby="text-${id}">OK</button>
  </form>
  <div class="row">
    <form method="post" action="${action('cancel')}">${hidden}<button type="submit" class="secondary" aria-describedby="text-${id}">Cancel</button></form>
    <form method="post" action="${action('ignore')}">${hidden}<button type="submit" class="secondary" aria-describedby="text-${id}">Ignore</button></form>
  </div>
</article>`;
}

function resultLine(prompt: Prompt): string {
  const what =
    prompt.resultCode === 0
      ? `Paid KES ${formatKes(prompt.amount)}, receipt ${escapeHtml(prompt.receipt ?? '')}`
      : `KES ${formatKes(prompt.amount)}: ${prompt.resultCode ?? ''} ${escapeHtml(prompt.resultDesc ?? '')}`;
  return `<li><span class="mono">${escapeHtml(prompt.msisdn)}</span> ${what} <small>(${escapeHtml(prompt.resolvedBy ?? '')}, account ${escapeHtml(prompt.accountReference)})</small></li>`;
}

function flash(engine: SandboxEngine, url: URL): string {
  const error = url.searchParams.get('error');
  if (error !== null) return `<p class="flash bad">${escapeHtml(error)}</p>`;
  const done = url.searchParams.get('done');
  if (done === null) return '';
  const prompt = engine.getPrompt(done);
  if (prompt === undefined) return '';
  if (prompt.state === 'open') return `<p class="flash">Prompt ignored. It ends with 1037 when it times out.</p>`;
  if (prompt.resultCode === 0) {
    return `<p class="flash good">Paid KES ${formatKes(prompt.amount)}. M-Pesa receipt ${escapeHtml(prompt.receipt ?? '')}.</p>`;
  }
  return `<p class="flash bad">Payment ended with ${prompt.resultCode ?? ''}: ${escapeHtml(prompt.resultDesc ?? '')}</p>`;
}

export function renderPhonePage(engine: SandboxEngine, url: URL): string {
  const requested = url.searchParams.get('phone')?.trim() ?? '';
  const phone = MSISDN.test(requested) ? requested : undefined;
  const back = phone === undefined ? '/' : `/?phone=${phone}`;
  const name = engine.options.businessName;
  const prompts = engine.visiblePrompts(phone);
  const byPhone = new Map<string, Prompt[]>();
  for (const p of prompts) byPhone.set(p.msisdn, [...(byPhone.get(p.msisdn) ?? []), p]);
  const promptHtml =
    prompts.length === 0
      ? '<p class="empty">No open prompts. Start a payment in the shop; its prompt appears here.</p>'
      : [...byPhone.entries()].map(([msisdn, list]) => `<h3>${escapeHtml(msisdn)}</h3>${list.map((p) => promptCard(p, name, back)).join('\n')}`).join('\n');
  const recent = engine.listPrompts({ state: 'done', msisdn: phone }).slice(-8).reverse();
  const phones = engine.listPhones();
  const signature = pageSignature(engine, phone);
  const sigUrl = `/phone/signature${phone === undefined ? '' : `?phone=${phone}`}`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Virtual phone · M-Pesa sandbox</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 34rem; padding: 1rem; line-height: 1.4; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; } h2 { font-size: 1.1rem; margin-top: 1.5rem; } h3 { font-size: 1rem; margin: .75rem 0 .25rem; }
  .prompt { border: 2px solid #2e7d32; border-radius: .75rem; padding: .75rem; margin: .5rem 0; }
  .text { font-size: 1.1rem; font-weight: 600; }
  .to, small, .hint { color: #666; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input { font-size: 1.1rem; padding: .5rem; width: 9rem; }
  button { font-size: 1rem; padding: .55rem 1rem; border-radius: .5rem; border: 1px solid #2e7d32; background: #2e7d32; color: #fff; min-height: 2.75rem; }
  button.secondary { background: transparent; color: inherit; border-color: #888; }
  .row { display: flex; gap: .5rem; margin-top: .5rem; } .pin { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; } .pin label { width: 100%; }
  .flash { padding: .5rem .75rem; border-radius: .5rem; background: #eee; color: #111; } .good { background: #c8e6c9; } .bad { background: #ffcdd2; }
  .mono { font-family: ui-monospace, monospace; } table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: .25rem; border-bottom: 1px solid #ccc; }
</style>
</head>
<body>
<header>
  <h1>Virtual phone</h1>
  <p class="hint">Local M-Pesa (Daraja) sandbox for ${escapeHtml(name)}, shortcode ${escapeHtml(engine.options.shortcode)}.
  The PIN that approves is <strong class="mono">${escapeHtml(engine.options.pin)}</strong>; any other PIN fails the payment at once (2001).</p>
</header>
<main>
  <form method="get" action="/" class="pin">
    <label for="phone-filter">Show one phone (2547… or 2541…)</label>
    <input id="phone-filter" name="phone" inputmode="numeric" value="${escapeHtml(phone ?? '')}" autocomplete="off">
    <button type="submit" class="secondary">Show</button>
    ${phone === undefined ? '' : '<a href="/">All phones</a>'}
  </form>
  <div id="status" role="status" aria-live="polite">${flash(engine, url)}</div>
  <section aria-labelledby="prompts-heading">
    <h2 id="prompts-heading">Open prompts${phone === undefined ? '' : ` on ${escapeHtml(phone)}`}</h2>
    ${promptHtml}
  </section>
  <section aria-labelledby="recent-heading">
    <h2 id="recent-heading">Recent results</h2>
    ${recent.length === 0 ? '<p class="empty">None yet.</p>' : `<ul>${recent.map(resultLine).join('')}</ul>`}
  </section>
  <section aria-labelledby="phones-heading">
    <h2 id="phones-heading">Phones</h2>
    <table><thead><tr><th scope="col">Phone</th><th scope="col">Behaviour</th><th scope="col">Balance (KES)</th></tr></thead>
    <tbody>${phones
      .map(
        (p) =>
          `<tr><td class="mono">${escapeHtml(p.msisdn)}</td><td>${escapeHtml(p.behaviour)}${TEST_NUMBERS[p.msisdn] === undefined ? '' : ' (test number)'}</td><td>${formatKes(p.balance)}</td></tr>`,
      )
      .join('')}</tbody></table>
    <form method="post" action="/phone/balance" class="pin">
      <input type="hidden" name="back" value="${escapeHtml(back)}">
      <label for="balance-phone">Set a phone's balance: phone</label>
      <input id="balance-phone" name="phone" inputmode="numeric" required autocomplete="off">
      <label for="balance-amount">Balance (KES)</label>
      <input id="balance-amount" name="balance" inputmode="numeric" required autocomplete="off">
      <button type="submit" class="secondary">Set balance</button>
    </form>
  </section>
  <section aria-labelledby="numbers-heading">
    <h2 id="numbers-heading">Hands-free test numbers</h2>
    <ul>${Object.entries(TEST_NUMBERS)
      .map(([msisdn, spec]) => `<li><span class="mono">${msisdn}</span> ${escapeHtml(spec.note)}</li>`)
      .join('')}</ul>
    <p class="hint">Any other number waits for this page.</p>
  </section>
</main>
<script>
(function () {
  var signature = ${JSON.stringify(signature)};
  function typing() {
    var inputs = document.querySelectorAll('input[name="pin"], #balance-phone, #balance-amount, #phone-filter');
    for (var i = 0; i < inputs.length; i++) {
      if (inputs[i].value !== '' && inputs[i].id !== 'phone-filter') return true;
      if (document.activeElement === inputs[i]) return true;
    }
    return false;
  }
  setInterval(function () {
    fetch(${JSON.stringify(sigUrl)}, { cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (data) { if (data.signature !== signature && !typing()) location.reload(); })
      .catch(function () {});
  }, 1500);
})();
</script>
</body>
</html>`;
}
