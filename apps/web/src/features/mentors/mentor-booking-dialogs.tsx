/** The dialogs of a mentor booking: 'Personal Details' then the checkout, or the free session's contact. */
import { type DetailsDraft, detailsDialogValues } from '@lwl/machines';
import { gstLabelOf } from '@lwl/schemas';
import { CheckoutStatus } from '../../components/checkout/checkout-status.tsx';
import { PurchaseDetailsDialog } from '../../components/checkout/purchase-details-dialog.tsx';
import { runningCheckout } from '../../components/checkout/running-checkout.ts';
import { useCheckoutView } from '../../components/checkout/use-checkout-view.ts';
import { FreeSessionDialog } from './free-session-dialog.tsx';
import { type MentorBookingActor, mentorSessionName } from './use-mentor-booking.ts';

export default function MentorBookingDialogs({
  booking: [snapshot, send],
  mentorName,
  priceLabel,
  listedPrice,
}: {
  booking: MentorBookingActor;
  mentorName: string;
  priceLabel: string;
  /** The session price the page shows (before GST). */
  listedPrice: number;
}) {
  const checkout = runningCheckout(snapshot);
  const view = useCheckoutView(checkout);
  const close = () => send({ type: 'dialog.close' });
  const keepDraft = (draft: DetailsDraft) => send({ type: 'draft.keep', draft });
  const values = detailsDialogValues(snapshot.context);
  const payment =
    snapshot.matches({ payment: 'editing' }) || (snapshot.matches({ payment: 'paying' }) && view.formVisible);
  return (
    <>
      <PurchaseDetailsDialog
        open={payment}
        onClose={close}
        onSubmit={(details) => send({ type: 'details.submit', details })}
        onDraft={keepDraft}
        defaultValues={values}
        busy={view.busy || snapshot.hasTag('checkoutLoading')}
        description={`${mentorSessionName(mentorName)}: ${priceLabel}.`}
        summary={{
          item: { kind: 'mentor', mentor_id: snapshot.context.mentor.id },
          what: {
            label: 'Session',
            name: mentorSessionName(mentorName),
            listed: {
              unitPrice: listedPrice,
              total: listedPrice,
              currency: 'INR',
              note: gstLabelOf('mentor', 'INR') ?? undefined,
            },
          },
          checkout,
        }}
      />
      <FreeSessionDialog
        open={snapshot.matches('freeSession')}
        mentorName={mentorName}
        defaultValues={values}
        busy={snapshot.hasTag('busy')}
        onClose={close}
        onDraft={keepDraft}
        onSubmit={(contact) => send({ type: 'details.submit', details: { ...contact, coupon: undefined } })}
      />
      <CheckoutStatus checkout={checkout} />
    </>
  );
}
