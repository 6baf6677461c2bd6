/** The Buy Now dialogs of a package page (loaded on demand, once Buy Now is pressed): coupon-only when signed in, details ('Phone is required') for guests. */
import { couponDialogValues, type DetailsDraft, detailsDialogValues } from '@lwl/machines';
import { gstLabelOf, labelledPrice } from '@lwl/schemas';
import { CheckoutStatus } from '../../components/checkout/checkout-status.tsx';
import { CouponDialog } from '../../components/checkout/coupon-dialog.tsx';
import { PurchaseDetailsDialog } from '../../components/checkout/purchase-details-dialog.tsx';
import type { PurchaseSummary } from '../../components/checkout/purchase-summary.ts';
import { runningCheckout } from '../../components/checkout/running-checkout.ts';
import { useCheckoutView } from '../../components/checkout/use-checkout-view.ts';
import type { PackagePurchaseActor } from './use-package-purchase.ts';
import type { SanitizedPackage } from './use-packages.ts';

export default function PackagePurchaseDialogs({
  purchase: [snapshot, send],
  packages,
}: {
  purchase: PackagePurchaseActor;
  packages: readonly Pick<SanitizedPackage, 'id' | 'price_info'>[];
}) {
  const checkout = runningCheckout(snapshot);
  const view = useCheckoutView(checkout);
  const paying = snapshot.matches({ dialog: 'paying' });
  const busy = view.busy || snapshot.hasTag('checkoutLoading');
  const { item: pkg, signedIn } = snapshot.context;
  const price = packages.find((candidate) => candidate.id === pkg?.id)?.price_info;
  const description = pkg
    ? `${pkg.name}${price === undefined ? '' : `: ${labelledPrice(price, 'package', 'INR')}`}`
    : undefined;
  const summary: PurchaseSummary = {
    item: pkg ? { kind: 'package', package_id: pkg.id } : null,
    what: {
      label: 'Package',
      name: pkg?.name ?? '',
      listed:
        price === undefined
          ? null
          : {
              unitPrice: price,
              total: price,
              currency: 'INR',
              note: gstLabelOf('package', 'INR') ?? undefined,
            },
    },
    checkout,
  };
  const showing =
    snapshot.matches({ dialog: signedIn ? 'coupon' : 'details' }) || (paying && view.formVisible);
  const close = () => send({ type: 'dialog.close' });
  const keepDraft = (draft: DetailsDraft) => send({ type: 'draft.keep', draft });

  return (
    <>
      {signedIn ? (
        <CouponDialog
          open={showing}
          onClose={close}
          onSubmit={(form) => send({ type: 'coupon.submit', form })}
          onDraft={keepDraft}
          defaultValues={couponDialogValues(snapshot.context)}
          busy={busy}
          description={description}
          summary={summary}
        />
      ) : (
        <PurchaseDetailsDialog
          open={showing}
          variant="sponsor"
          onClose={close}
          onSubmit={(details) => send({ type: 'details.submit', details })}
          onDraft={keepDraft}
          defaultValues={detailsDialogValues(snapshot.context)}
          busy={busy}
          description={description}
          summary={summary}
        />
      )}
      <CheckoutStatus checkout={checkout} />
    </>
  );
}
