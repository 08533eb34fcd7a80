/**
 * The browser halves of the stand-in providers, served by the sandbox as
 * /sandbox/razorpay/checkout.js and /sandbox/paypal/sdk.js. They define the
 * same globals as the real scripts (window.Razorpay, window.paypal.Buttons)
 * with the options and callbacks the shop uses, and show an accessible
 * modal dialog (focus kept inside, Escape cancels) marked as test mode.
 * Plain ES5 so any browser runs them; they reach the sandbox next to their
 * own script URL.
 */

const MODAL_CSS = [
  // The overlay scrolls and the dialog centres with margin:auto, so on a short or narrow phone screen
  // the dialog's top and its last button (Cancel) can always be scrolled to rather than cut off.
  '.ps-overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:flex-start;justify-content:center;box-sizing:border-box;padding:12px;overflow-y:auto;overscroll-behavior:contain;-webkit-overflow-scrolling:touch;background:rgba(17,24,39,.65)}',
  '.ps-dialog{box-sizing:border-box;flex:0 1 420px;width:100%;min-width:0;max-width:420px;margin:auto;padding:16px;overflow-wrap:anywhere;border-radius:12px;background:#fff;color:#111827;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;box-shadow:0 20px 50px rgba(0,0,0,.3)}',
  '.ps-title{margin:0 0 4px;font-size:1.25rem;font-weight:700;color:#111827}',
  '.ps-badge{display:inline-block;margin:0 0 12px;padding:2px 8px;border-radius:999px;background:#fef3c7;color:#78350f;font-size:.875rem;font-weight:600}',
  '.ps-line{margin:0 0 4px;color:#374151}',
  '.ps-amount{margin:8px 0;font-size:1.5rem;font-weight:700;color:#111827}',
  '.ps-status{min-height:1.5em;margin:0 0 12px;color:#991b1b}',
  '.ps-actions{display:flex;flex-wrap:wrap;gap:8px}',
  '.ps-button{flex:1 1 auto;min-height:44px;padding:10px 16px;border-radius:8px;border:2px solid transparent;font:inherit;font-weight:600;cursor:pointer}',
  '.ps-button:focus-visible,.ps-paypal:focus-visible{outline:3px solid #b45309;outline-offset:2px}',
  // Busy buttons are aria-disabled, never disabled: a disabled button drops keyboard focus to <body>.
  '.ps-button[aria-disabled=true],.ps-paypal[aria-disabled=true]{opacity:.6;cursor:progress}',
  '.ps-primary{background:#1d4ed8;color:#fff}',
  '.ps-danger{background:#fff;color:#b91c1c;border-color:#b91c1c}',
  '.ps-secondary{background:#fff;color:#374151;border-color:#6b7280}',
  '@media (min-width:480px){.ps-overlay{padding:16px}.ps-dialog{padding:24px}}',
  '.ps-paypal{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:min(200px,100%);max-width:100%;padding:10px 24px;border:0;border-radius:999px;background:#ffc439;color:#111827;font:600 16px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;cursor:pointer}',
].join('');

/** Shared by both scripts: the modal, amount formatting and JSON POSTs. */
const SHARED = `
  var STYLE_ID = 'payment-sandbox-style';
  var sequence = 0;
  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = ${JSON.stringify(MODAL_CSS)};
    document.head.appendChild(style);
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function formatAmount(minor, currency) {
    try {
      return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency: currency }).format(minor / 100);
    } catch (error) {
      return (minor / 100).toFixed(2) + ' ' + currency;
    }
  }
  function postJson(url, body) {
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (data) { return { ok: response.ok, data: data }; });
      });
  }
  function isBusy(button) {
    return button.getAttribute('aria-disabled') === 'true';
  }
  function setBusy(button, on) {
    if (on) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }
  function openModal(spec) {
    ensureStyle();
    sequence += 1;
    var id = 'payment-sandbox-' + sequence;
    var previous = document.activeElement;
    var overlay = el('div', 'ps-overlay');
    var dialog = el('div', 'ps-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-desc');
    var title = el('h2', 'ps-title', spec.title);
    title.id = id + '-title';
    var badge = el('p', 'ps-badge', 'Test mode: no real money moves.');
    badge.id = id + '-desc';
    dialog.appendChild(title);
    dialog.appendChild(badge);
    for (var i = 0; i < spec.lines.length; i += 1) if (spec.lines[i]) dialog.appendChild(el('p', 'ps-line', spec.lines[i]));
    var amount = el('p', 'ps-amount', spec.amount || '');
    dialog.appendChild(amount);
    var status = el('p', 'ps-status');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    dialog.appendChild(status);
    var row = el('div', 'ps-actions');
    var buttons = [];
    var modal = {
      setStatus: function (text) { status.textContent = text; },
      setAmount: function (text) { amount.textContent = text; },
      busy: function (on) {
        for (var b = 0; b < buttons.length; b += 1) setBusy(buttons[b], on);
        dialog.setAttribute('aria-busy', on ? 'true' : 'false');
      },
      close: function () {
        document.removeEventListener('keydown', onKey, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previous && typeof previous.focus === 'function') previous.focus();
      }
    };
    spec.buttons.forEach(function (spec) {
      var button = el('button', 'ps-button ps-' + spec.kind, spec.label);
      button.type = 'button';
      button.addEventListener('click', function () { if (!isBusy(button)) spec.onClick(modal); });
      row.appendChild(button);
      buttons.push(button);
    });
    dialog.appendChild(row);
    overlay.appendChild(dialog);
    function onKey(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (spec.onEscape && dialog.getAttribute('aria-busy') !== 'true') spec.onEscape(modal);
        return;
      }
      if (event.key !== 'Tab') return;
      var first = buttons[0];
      var last = buttons[buttons.length - 1];
      if (!first || !last) { event.preventDefault(); return; }
      if (!dialog.contains(document.activeElement)) { event.preventDefault(); first.focus(); }
      else if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    }
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(overlay);
    if (buttons[0]) buttons[0].focus();
    return modal;
  }
  function scriptBase(fallback) {
    var script = document.currentScript;
    var url = new URL(script && script.src ? script.src : fallback, window.location.href);
    return { base: url.origin + url.pathname.slice(0, url.pathname.lastIndexOf('/')), url: url };
  }
`;

/** window.Razorpay: new Razorpay(options).open(), .on('payment.failed', cb), .close(). */
export const RAZORPAY_CHECKOUT_SCRIPT = `/* Razorpay checkout stand-in of the shop's payment sandbox. Test mode only. */
(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.sandbox) return;
${SHARED}
  var base = scriptBase('/sandbox/razorpay/checkout.js').base;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || options.key === '') throw new Error('Razorpay: options.key is required');
    if (typeof options.order_id !== 'string' || options.order_id === '') throw new Error('Razorpay: options.order_id is required');
    this.options = options;
    this.handlers = {};
    this.modal = null;
  }
  Razorpay.sandbox = true;
  Razorpay.prototype.on = function (event, callback) {
    (this.handlers[event] = this.handlers[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (error) { console.error(error); }
    });
  };
  Razorpay.prototype.close = function () {
    if (this.modal) { this.modal.close(); this.modal = null; }
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (this.modal) return this;
    var prefill = options.prefill || {};
    var dismiss = function (modal) {
      modal.close();
      self.modal = null;
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    };
    this.modal = openModal({
      title: 'Razorpay checkout',
      lines: [options.name || '', options.description || '', 'Razorpay order ' + options.order_id],
      amount: typeof options.amount === 'number' ? formatAmount(options.amount, options.currency || 'INR') : '',
      onEscape: dismiss,
      buttons: [
        {
          label: 'Pay',
          kind: 'primary',
          onClick: function (modal) {
            modal.busy(true);
            modal.setStatus('Processing payment…');
            postJson(base + '/checkout/pay', { key_id: options.key, order_id: options.order_id, email: prefill.email, contact: prefill.contact })
              .then(function (result) {
                if (!result.ok) {
                  modal.busy(false);
                  modal.setStatus((result.data && result.data.error && result.data.error.description) || 'The payment could not be made.');
                  return;
                }
                modal.close();
                self.modal = null;
                if (typeof options.handler === 'function') options.handler(result.data);
              })
              .catch(function () {
                modal.busy(false);
                modal.setStatus('The payment sandbox could not be reached.');
              });
          }
        },
        {
          label: 'Fail payment',
          kind: 'danger',
          onClick: function (modal) {
            modal.busy(true);
            postJson(base + '/checkout/fail', { key_id: options.key, order_id: options.order_id, email: prefill.email, contact: prefill.contact })
              .then(function (result) {
                modal.busy(false);
                modal.setStatus('The payment failed. You can try again or cancel.');
                self.emit('payment.failed', result.data && result.data.error ? result.data : { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } });
              })
              .catch(function () {
                modal.busy(false);
                modal.setStatus('The payment sandbox could not be reached.');
              });
          }
        },
        { label: 'Cancel', kind: 'secondary', onClick: dismiss }
      ]
    });
    return this;
  };
  window.Razorpay = Razorpay;
})();
`;

/** window.paypal.Buttons({createOrder, onApprove, onCancel, onError}).render(selectorOrElement). */
export const PAYPAL_SDK_SCRIPT = `/* PayPal JS SDK stand-in of the shop's payment sandbox. Test mode only. */
(function () {
  'use strict';
  if (window.paypal && window.paypal.sandbox) return;
${SHARED}
  var located = scriptBase('/sandbox/paypal/sdk.js');
  var base = located.base;
  var clientId = located.url.searchParams.get('client-id') || '';
  var actions = {
    order: {
      create: function () { return Promise.reject(new Error('The shop creates PayPal orders on its server: return the order id from createOrder.')); }
    }
  };

  function asError(error) {
    return error instanceof Error ? error : new Error(String(error));
  }

  function Buttons(options) {
    options = options || {};
    var button = null;

    function report(error) {
      if (button) setBusy(button, false);
      if (typeof options.onError === 'function') options.onError(asError(error));
      else console.error(error);
    }

    function approveWindow(orderID) {
      var modal = openModal({
        title: 'PayPal checkout',
        lines: ['PayPal order ' + orderID],
        amount: '',
        onEscape: function (modal) { cancel(modal); },
        buttons: [
          {
            label: 'Approve payment',
            kind: 'primary',
            onClick: function (modal) {
              modal.busy(true);
              modal.setStatus('Approving…');
              postJson(base + '/checkout/approve', { client_id: clientId, order_id: orderID })
                .then(function (result) {
                  if (!result.ok) {
                    modal.busy(false);
                    modal.setStatus((result.data && result.data.message) || 'The payment could not be approved.');
                    return;
                  }
                  modal.close();
                  var approved = typeof options.onApprove === 'function'
                    ? options.onApprove({ orderID: orderID, payerID: result.data.payerID, paymentID: null, facilitatorAccessToken: 'sandbox' }, actions)
                    : undefined;
                  Promise.resolve(approved).then(function () { if (button) setBusy(button, false); }, report);
                })
                .catch(function () {
                  modal.busy(false);
                  modal.setStatus('The payment sandbox could not be reached.');
                });
            }
          },
          { label: 'Cancel', kind: 'secondary', onClick: function (modal) { cancel(modal); } },
          {
            label: 'Fail',
            kind: 'danger',
            onClick: function (modal) {
              modal.close();
              report(new Error('The PayPal sandbox payment failed.'));
            }
          }
        ]
      });
      function cancel(modal) {
        modal.close();
        if (button) setBusy(button, false);
        if (typeof options.onCancel === 'function') options.onCancel({ orderID: orderID });
      }
      fetch(base + '/checkout/orders/' + encodeURIComponent(orderID) + '?client_id=' + encodeURIComponent(clientId), { credentials: 'same-origin' })
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(function (order) {
          if (!order || !order.amount) return;
          var minor = Math.round(Number(order.amount.value) * 100);
          modal.setAmount(formatAmount(minor, order.amount.currency_code));
        })
        .catch(function () { /* The amount is only shown for information. */ });
    }

    function start() {
      if (!button || isBusy(button)) return;
      setBusy(button, true);
      Promise.resolve()
        .then(function () {
          if (typeof options.createOrder !== 'function') throw new Error('PayPal sandbox: createOrder is required');
          return options.createOrder({ paymentSource: 'paypal' }, actions);
        })
        .then(function (orderID) {
          if (!orderID) throw new Error('PayPal sandbox: createOrder returned no order id');
          approveWindow(String(orderID));
        })
        .catch(report);
    }

    return {
      isEligible: function () { return true; },
      render: function (target) {
        var container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('PayPal sandbox: the container ' + target + ' was not found'));
        ensureStyle();
        button = el('button', 'ps-paypal', 'Pay with PayPal');
        button.type = 'button';
        button.addEventListener('click', start);
        container.appendChild(button);
        return Promise.resolve();
      },
      close: function () {
        if (button && button.parentNode) button.parentNode.removeChild(button);
        button = null;
        return Promise.resolve();
      }
    };
  }

  window.paypal = { sandbox: true, version: 'sandbox', FUNDING: { PAYPAL: 'paypal' }, Buttons: Buttons };
})();
`;
