/*
 * A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), which machines without the
 * internet cannot fetch. Firebase's popup sign-in and the Auth emulator's helper iframe use only
 * gapi.iframes: open an iframe, ping it, and register/send named messages across windows. This does
 * exactly that with postMessage, so the journeys drive the real Firebase SDK and the real emulator
 * popup. Served by Playwright in place of the real script; never shipped to farmers.
 */
(function () {
  var FILTER = 'gapi-stand-in-cross-origin';
  var nextId = 1;

  /** Named messages with one other window; sends to a name with no handler yet wait for one. */
  function channel(target) {
    var handlers = {};
    var waiting = {};
    var callbacks = {};
    function reply(message, result) {
      target.postMessage({ gapiStandIn: true, kind: 'reply', id: message.id, result: result === undefined ? [] : [result] }, '*');
    }
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (event.source !== target || !message || message.gapiStandIn !== true) return;
      if (message.kind === 'reply') {
        var callback = callbacks[message.id];
        delete callbacks[message.id];
        if (callback) callback(message.result);
      } else if (message.name === 'ping') {
        reply(message, { status: 'ACK' });
      } else if (handlers[message.name]) {
        reply(message, handlers[message.name](message.data));
      } else {
        (waiting[message.name] = waiting[message.name] || []).push(message);
      }
    });
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (waiting[name] || []).splice(0).forEach(function (message) {
          reply(message, handler(message.data));
        });
      },
      send: function (name, data, callback) {
        var id = nextId++;
        if (callback) callbacks[id] = callback;
        target.postMessage({ gapiStandIn: true, kind: 'send', name: name, data: data, id: id }, '*');
      },
    };
  }

  var parent = window.parent !== window ? channel(window.parent) : null;

  function open(options, onOpen) {
    var frame = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (key) {
      if (key === 'style') Object.assign(frame.style, attributes.style);
      else frame.setAttribute(key, attributes[key]);
    });
    frame.src = options.url;
    options.where.appendChild(frame);
    var link = channel(frame.contentWindow);
    var iframe = {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var answered = false;
          (function knock() {
            if (answered) return;
            link.send('ping', null, function () {
              if (answered) return;
              answered = true;
              if (callback) callback();
              resolve();
            });
            setTimeout(knock, 100);
          })();
        });
      },
      register: link.register,
      send: link.send,
    };
    return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
  }

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: function () {},
      getContext: function () {
        return {
          open: open,
          getParentIframe: function () {
            return parent;
          },
        };
      },
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
