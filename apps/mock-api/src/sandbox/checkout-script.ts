import { commonMessages } from '@lwl/schemas';

/** Description of the sandbox's simulated failure (what 'Payment Failed! ' is followed by). */
const SANDBOX_FAILURE_DESCRIPTION = 'Your payment could not be completed. (sandbox)';

/**
 * Browser source of `/__mock/checkout.js`: a stand-in for the provider's checkout script with the same
 * surface (`new Razorpay(options)`, `.open()`, `.on('payment.failed', cb)`). It talks to the mock at
 * the origin it was loaded from, so it works in a page served from another origin.
 */
export const checkoutScript = (): string => `(() => {
  'use strict';
  const FAILURE_DESCRIPTION = ${JSON.stringify(SANDBOX_FAILURE_DESCRIPTION)};
  const GENERIC_ERROR = ${JSON.stringify(commonMessages.somethingWrongTryLater)};
  const script = document.currentScript || document.querySelector('script[src*="/__mock/checkout.js"]');
  // The mock's base: the script's own address without its path (an origin, or one with a prefix).
  const SCRIPT_URL = script ? new URL(script.src, location.href).href : '';
  const ORIGIN = SCRIPT_URL.includes('/__mock/checkout.js')
    ? SCRIPT_URL.slice(0, SCRIPT_URL.indexOf('/__mock/checkout.js'))
    : location.origin;
  const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const randomId = (prefix) => {
    const bytes = crypto.getRandomValues(new Uint8Array(14));
    return prefix + Array.from(bytes, (b) => ALPHANUMERICS[b % ALPHANUMERICS.length]).join('');
  };
  const formatAmount = (minor, currency) =>
    currency === 'USD'
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)
      : new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(minor / 100);
  const post = (path, body) =>
    fetch(ORIGIN + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.json().then((json) => ({ ok: res.ok, json })));

  class Razorpay {
    constructor(options) {
      if (!options || typeof options !== 'object') throw new TypeError('Razorpay: options are required');
      this.options = options;
      this.listeners = { 'payment.failed': [] };
      this.dialog = null;
    }

    on(event, callback) {
      (this.listeners[event] = this.listeners[event] || []).push(callback);
      return this;
    }

    open() {
      if (this.dialog) return;
      this.returnFocus = document.activeElement;
      const o = this.options;
      const overlay = document.createElement('div');
      overlay.setAttribute('data-sandbox-checkout', '');
      overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'sandbox-checkout-title');
      dialog.setAttribute('aria-describedby', 'sandbox-checkout-amount');
      dialog.style.cssText = 'background:#fff;color:#111;border-radius:8px;padding:24px;min-width:300px;max-width:90vw;box-shadow:0 10px 40px rgba(0,0,0,.3)';
      const title = document.createElement('h2');
      title.id = 'sandbox-checkout-title';
      title.textContent = 'Test checkout';
      title.style.cssText = 'margin:0 0 8px;font-size:20px';
      const merchant = document.createElement('p');
      merchant.textContent = [o.name, o.description].filter(Boolean).join(' - ');
      const amount = document.createElement('p');
      amount.id = 'sandbox-checkout-amount';
      amount.textContent = 'Order ' + (o.order_id || '') + ': loading amount...';
      amount.style.cssText = 'font-size:18px;font-weight:600';
      const row = document.createElement('div');
      row.style.cssText = 'display:flex;gap:8px;margin-top:16px;flex-wrap:wrap';
      const button = (label, onClick, colour) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.style.cssText = 'padding:8px 14px;border:0;border-radius:4px;cursor:pointer;color:#fff;background:' + colour;
        b.addEventListener('click', onClick);
        row.appendChild(b);
        return b;
      };
      const success = button('Simulate success', () => this.succeed(), '#1b7f3b');
      button('Simulate failure', () => this.fail(FAILURE_DESCRIPTION, 'BAD_REQUEST_ERROR'), '#b3261e');
      button('Cancel', () => this.dismiss(), '#555');
      dialog.append(title, merchant, amount, row);
      overlay.appendChild(dialog);
      overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          this.dismiss();
        } else if (event.key === 'Tab') {
          const buttons = Array.from(row.querySelectorAll('button'));
          const first = buttons[0];
          const last = buttons[buttons.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }
      });
      document.body.appendChild(overlay);
      this.dialog = overlay;
      success.focus();
      fetch(ORIGIN + '/__mock/checkout/orders/' + encodeURIComponent(o.order_id || ''))
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error('unknown order'))))
        .then((order) => {
          amount.textContent = 'Amount: ' + formatAmount(order.amount, order.currency || o.currency);
        })
        .catch(() => {
          amount.textContent = 'Amount: unknown order';
        });
    }

    close() {
      if (!this.dialog) return;
      this.dialog.remove();
      this.dialog = null;
      if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus();
    }

    dismiss() {
      this.close();
      const modal = this.options.modal;
      if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    succeed() {
      const orderId = this.options.order_id;
      post('/__mock/checkout/pay', { order_id: orderId })
        .then(({ ok, json }) => {
          if (!ok) return this.fail(json && json.message ? json.message : GENERIC_ERROR, 'BAD_REQUEST_ERROR');
          this.close();
          if (typeof this.options.handler === 'function') {
            this.options.handler({
              razorpay_order_id: json.razorpay_order_id,
              razorpay_payment_id: json.razorpay_payment_id,
              razorpay_signature: json.razorpay_signature,
            });
          }
        })
        .catch(() => this.fail(GENERIC_ERROR, 'SERVER_ERROR'));
    }

    fail(description, code) {
      this.close();
      const response = {
        error: {
          code,
          description,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: this.options.order_id, payment_id: randomId('pay_') },
        },
      };
      for (const callback of this.listeners['payment.failed'] || []) callback(response);
    }
  }

  window.Razorpay = Razorpay;
})();
`;
