import { describe, expect, it } from 'vitest';
import { actionOnlyFiles, buildOrigins } from './js-at-load.ts';

describe('js-at-load helpers', () => {
  it("reads the API and checkout origins from the build's policy", () => {
    const page =
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; script-src 'self' 'sha256-x=' http://localhost:9001; img-src 'self' http://localhost:9000 data: blob:\" />";
    expect(buildOrigins(page)).toEqual({
      api: 'http://localhost:9000',
      checkoutScript: 'http://localhost:9001',
    });
    expect(() => buildOrigins('<html></html>')).toThrow(/no CSP/);
  });

  it("names the files of action-only modules (PDF, calendar file, payment provider glue, a purchase's checkout machine, developer panel)", () => {
    const files = actionOnlyFiles({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/lib/pdf/invoice-pdf.ts': { file: 'assets/invoice-pdf-1.js' },
      '../../node_modules/ics/dist/index.js': { file: 'assets/index-2.js' },
      'src/features/events/event-detail-page.tsx': { file: 'assets/event-detail-page-3.js' },
      'src/components/checkout/payment-provider.ts': { file: 'assets/payment-provider-4.js' },
      'src/components/checkout/checkout-providers.ts': { file: 'assets/checkout-providers-5.js' },
      'src/components/checkout/purchase-checkout-machine.ts': {
        file: 'assets/purchase-checkout-machine-6.js',
      },
    });
    expect([...files].sort()).toEqual([
      'assets/index-2.js',
      'assets/invoice-pdf-1.js',
      'assets/payment-provider-4.js',
      'assets/purchase-checkout-machine-6.js',
    ]);
  });
});
