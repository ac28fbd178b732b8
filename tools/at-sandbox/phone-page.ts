/**
 * The virtual feature phone: pick a number, dial the service code, read each screen and answer it;
 * the same page shows that number's SMS inbox. Plain HTML and a little script, no build step.
 */
export function featurePhonePage(serviceCode: string): string {
  const code = JSON.stringify(serviceCode);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Virtual feature phone (Africa's Talking stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem; max-width: 28rem; }
  label { display: block; font-weight: 600; margin-top: .75rem; }
  input, button { font: inherit; min-height: 2.75rem; }
  input { width: 100%; box-sizing: border-box; padding: 0 .5rem; }
  button { padding: 0 1rem; margin-top: .5rem; }
  #screen { white-space: pre-wrap; background: #dfe8d0; border: 4px solid #333; border-radius: .5rem; padding: .75rem; min-height: 8rem; font-family: monospace; }
  #inbox li { border-bottom: 1px solid #ccc; padding: .5rem 0; }
  small { color: #555; }
</style>
</head>
<body>
<h1>Virtual feature phone</h1>
<p><small>Africa's Talking stand-in. M-Pesa prompts appear on the M-Pesa sandbox's virtual phone.</small></p>
<label for="phone">Phone number</label>
<input id="phone" value="+254708374149" inputmode="tel" autocomplete="off">
<button id="dial" type="button">Dial <span id="code"></span></button>
<h2>Screen</h2>
<div id="screen" role="status" aria-live="polite">Dial to start.</div>
<form id="answer-form">
  <label for="answer">Answer</label>
  <input id="answer" autocomplete="off" disabled>
  <button id="send" type="submit" disabled>Send</button>
</form>
<h2>Send a text</h2>
<form id="text-form">
  <label for="text">Text to the shortcode</label>
  <input id="text" autocomplete="off" placeholder="STATUS, HALI, MC..., HELP, MSAADA, STOP">
  <button id="send-text" type="submit">Send text</button>
</form>
<h2>SMS inbox</h2>
<button id="refresh" type="button">Refresh inbox</button>
<ul id="inbox"></ul>
<script>
  const code = ${code};
  document.getElementById('code').textContent = code;
  let session = null;
  let answers = [];
  const screen = document.getElementById('screen');
  const answer = document.getElementById('answer');
  const sendButton = document.getElementById('send');
  const phone = () => document.getElementById('phone').value.trim();
  function open(yes) { answer.disabled = !yes; sendButton.disabled = !yes; if (yes) answer.focus(); }
  async function step() {
    const r = await fetch('/__sandbox/ussd', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: phone(), sessionId: session, text: answers.join('*') }) });
    const s = await r.json();
    if (!r.ok) { screen.textContent = s.error; open(false); return; }
    session = s.sessionId;
    screen.textContent = s.reply.replace(/^(CON|END) /, '') + (s.error ? '\\n\\n(' + s.error + ')' : '');
    open(!s.ended);
    if (s.ended) { session = null; answers = []; setTimeout(inbox, 1500); }
  }
  async function inbox() {
    const r = await fetch('/__sandbox/sms?phone=' + encodeURIComponent(phone()));
    const list = document.getElementById('inbox');
    list.replaceChildren(...(await r.json()).map((m) => { const li = document.createElement('li'); li.textContent = m.message; const at = document.createElement('small'); at.textContent = ' ' + new Date(m.at).toLocaleTimeString(); li.append(at); return li; }));
  }
  document.getElementById('dial').addEventListener('click', () => { session = null; answers = []; void step(); });
  document.getElementById('answer-form').addEventListener('submit', (e) => { e.preventDefault(); answers.push(answer.value.trim()); answer.value = ''; void step(); });
  document.getElementById('refresh').addEventListener('click', () => void inbox());
  document.getElementById('text-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const field = document.getElementById('text');
    const r = await fetch('/__sandbox/inbound', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: phone(), text: field.value }) });
    if (r.ok) field.value = '';
    setTimeout(inbox, 1000);
  });
  void inbox();
</script>
</body>
</html>`;
}
