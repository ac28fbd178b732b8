/*
 * A stand-in for Cloudflare Turnstile's browser script (https://challenges.cloudflare.com/turnstile/v0/api.js),
 * which machines without the internet cannot fetch. Like the real widget in "interaction-only" mode it
 * shows nothing and hands the page a token shortly after render; tools/turnstile-stand-in.ts accepts
 * tokens that start with "pass-". A test makes the check fail with localStorage 'turnstile-stand-in' = 'fail'.
 * Served by Playwright in place of the real script; never shipped to farmers.
 */
(function () {
  var widgets = {};
  var count = 0;
  function issue(id) {
    var w = widgets[id];
    if (!w) return;
    var outcome = window.localStorage.getItem('turnstile-stand-in') === 'fail' ? 'fail' : 'pass';
    count += 1;
    setTimeout(function () {
      if (widgets[id]) w.options.callback(outcome + '-' + w.options.action + '-' + count + '-' + Date.now());
    }, 50);
  }
  window.turnstile = {
    render: function (container, options) {
      var id = 'stand-in-' + (count + 1);
      widgets[id] = { container: container, options: options };
      issue(id);
      return id;
    },
    reset: function (id) {
      issue(id);
    },
    remove: function (id) {
      delete widgets[id];
    },
  };
})();
