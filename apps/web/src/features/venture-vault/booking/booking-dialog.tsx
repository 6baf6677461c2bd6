/**
 * The Venture Vault booking modal: the pass type and the purchase details
 * (prefilled for a member), 'Pay  Now', then the shared checkout's loader and provider dialog.
 * Loaded on the first BOOK NOW, so the page's first load carries no form code.
 */
import { detailsDialogValues, isPassType, ventureBookingPrice, ventureMemberType } from '@lwl/machines';
import { gstLabelOf, VENTURE_PASS_LABELS, VENTURE_VAULT } from '@lwl/schemas';
import { CheckoutStatus } from '../../../components/checkout/checkout-status.tsx';
import { PurchaseDetailsDialog } from '../../../components/checkout/purchase-details-dialog.tsx';
import type { PurchaseSummary } from '../../../components/checkout/purchase-summary.ts';
import { runningCheckout } from '../../../components/checkout/running-checkout.ts';
import { type CheckoutRefLike, useCheckoutView } from '../../../components/checkout/use-checkout-view.ts';
import { PassTypeField } from './pass-type-field.tsx';
import type { VentureBookingSend, VentureBookingSnapshot } from './use-venture-booking.ts';

interface BookingDialogProps {
  snapshot: VentureBookingSnapshot;
  send: VentureBookingSend;
}

export default function BookingDialog({ snapshot, send }: BookingDialogProps) {
  const checkout = runningCheckout(snapshot);
  const view = useCheckoutView(checkout);
  const { pkg, passChoice, error, signedIn } = snapshot.context;
  const showsForm = snapshot.matches({ dialog: 'editing' }) || snapshot.matches({ dialog: 'paying' });
  return (
    <>
      {pkg ? (
        <PurchaseDetailsDialog
          open={showsForm && view.formVisible}
          onClose={() => send({ type: 'dialog.close' })}
          onSubmit={(submitted) => send({ type: 'details.submit', details: submitted })}
          onDraft={(draft) => send({ type: 'draft.keep', draft })}
          defaultValues={detailsDialogValues(snapshot.context)}
          busy={view.busy || snapshot.hasTag('checkoutLoading')}
          title="Book Your Pass"
          description={`Venture Vault · ${pkg.group_info} (${pkg.quantity_info}). Prices include GST.`}
          summary={ventureSummary(snapshot.context, checkout)}
        >
          <PassTypeField
            pkg={pkg}
            signedIn={signedIn}
            choice={passChoice}
            error={error}
            onSelect={(choice) => send({ type: 'pass.select', choice })}
          />
        </PurchaseDetailsDialog>
      ) : null}
      <CheckoutStatus checkout={checkout} />
    </>
  );
}

function ventureSummary(
  { pkg, passChoice, signedIn }: VentureBookingSnapshot['context'],
  checkout: CheckoutRefLike | undefined,
): PurchaseSummary {
  const memberType = ventureMemberType(signedIn);
  const price = pkg ? ventureBookingPrice(pkg, passChoice, memberType) : null;
  return {
    item:
      pkg && isPassType(passChoice)
        ? { kind: 'venture', venture_id: pkg.id, price_type: passChoice, member_type: memberType }
        : null,
    what: {
      label: 'Pass',
      name: `${VENTURE_VAULT.title} · ${pkg?.group_info ?? ''}`,
      detail: isPassType(passChoice) ? VENTURE_PASS_LABELS[passChoice] : undefined,
      listed:
        price === null
          ? null
          : {
              unitPrice: price,
              total: price,
              currency: 'INR',
              note: gstLabelOf('venture', 'INR') ?? undefined,
            },
    },
    checkout,
  };
}
