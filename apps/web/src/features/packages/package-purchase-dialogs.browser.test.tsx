import {
  checkoutEndpoints,
  commonMessages,
  formatInr,
  packagesEndpoints,
  purchaseMessages,
  type SponsorPackage,
} from '@lwl/schemas';
import { useEffect } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '../../testing/axe.ts';
import { expectCouponRefused } from '../../testing/coupon.ts';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { expectFieldError } from '../../testing/field.ts';
import { renderApp } from '../../testing/render-app.tsx';
import PackagePurchaseDialogs from './package-purchase-dialogs.tsx';
import { usePackagePurchase } from './use-package-purchase.ts';

function bundle(): SponsorPackage {
  const [first] = exampleOf(packagesEndpoints['GET enterprise-packages']).data;
  if (!first) throw new Error('The enterprise packages example has none.');
  return first;
}
const BUNDLE = bundle();

/** What a package page does: its purchase machine, Buy Now on a package, then the dialogs. */
function BuyNow({ signedIn }: { signedIn: boolean }) {
  const purchase = usePackagePurchase(signedIn);
  const send = purchase[1];
  useEffect(() => send({ type: 'buy.open', item: BUNDLE }), [send]);
  return <PackagePurchaseDialogs purchase={purchase} packages={[BUNDLE]} />;
}

describe('the package Buy Now dialogs', () => {
  test("a guest's details name the package and its price, and word the missing phone 'Phone is required'", async () => {
    fakeApi().on(checkoutEndpoints['POST order-quote'], () => answer(404));
    await renderApp(<BuyNow signedIn={false} />, { path: '/enterprise-packages' });
    const dialog = page.getByRole('dialog', { name: 'Personal Details' });
    await expect
      .element(dialog)
      .toHaveAccessibleDescription(`${BUNDLE.name}: ${formatInr(BUNDLE.price_info)} + GST`);
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expectFieldError(
      dialog.getByLabelText('Phone Number', { exact: true }),
      purchaseMessages.phoneRequired,
    );
    await expectAccessible(dialog.element());
  });

  test("a member's unknown coupon is the server's message; the dialog stays with the coupon", async () => {
    const api = fakeApi()
      .on(checkoutEndpoints['POST order-quote'], () => answer(404))
      .on(packagesEndpoints['POST package-payment'], () =>
        answer(400, { status: 0, message: commonMessages.invalidCoupon }),
      );
    await renderApp(<BuyNow signedIn />, { path: '/enterprise-packages' });
    const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
    const coupon = dialog.getByLabelText('Coupon', { exact: true });
    await coupon.fill('NOPE');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expectCouponRefused(dialog, coupon, 'NOPE');
    expect(api.callsOf(packagesEndpoints['POST package-payment'])[0]?.input).toMatchObject({
      package_id: BUNDLE.id,
      coupon: 'NOPE',
    });
  });
});
