/**
 * Loads the provider's checkout script (`env.checkoutScriptUrl`) once, on demand, from the
 * provider's address. Resolves when `window.Razorpay` exists. A failed load
 * removes its tag and forgets the attempt, so the ready flag stays false and a retry loads again.
 */
import { env } from '../../lib/env.ts';
import { providerConstructor } from './razorpay.ts';

let loading: Promise<void> | null = null;

function inject(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.checkoutScript = '';
    const fail = (reason: string) => {
      script.remove();
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      if (providerConstructor()) resolve();
      else fail(`The checkout script at ${src} loaded without defining window.Razorpay`);
    });
    script.addEventListener('error', () => fail(`The checkout script at ${src} did not load`));
    document.head.appendChild(script);
  });
}

export function loadProviderScript(src: string = env.checkoutScriptUrl): Promise<void> {
  if (providerConstructor()) return Promise.resolve();
  if (!loading) {
    loading = inject(src).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}
