/**
 * The packages (`GET ventures`) with BOOK NOW, which opens the booking modal.
 * Prices are shown including GST, the buyer's own rate in bold; early bird tickets are sold out
 * (`EARLY_BIRD_SOLD_OUT_LABEL`).
 */
import { ventureMemberType } from '@lwl/machines';
import {
  EARLY_BIRD_SOLD_OUT_LABEL,
  formatInr,
  loadFailedMessages,
  VENTURE_PASS_LABELS,
  type VenturePackage,
  ventureMessages,
  venturePassPrice,
} from '@lwl/schemas';
import { lazy, Suspense } from 'react';
import { backFromPurchase } from '../../../components/checkout/use-checkout-view.ts';
import { useDialogHistory } from '../../../components/ui/dialog-history.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { DialogOpenerContext } from '../../../components/ui/return-focus.ts';
import { useVentureBooking } from '../booking/use-venture-booking.ts';
import type { VenturesResource } from '../use-ventures.ts';

const BookingDialog = lazy(() => import('../booking/booking-dialog.tsx'));

export interface PackagesListProps {
  signedIn: boolean;
  ventures: VenturesResource;
  /** The server's word on the edition on sale: BOOK NOW only while registration is open. */
  bookingOpen: boolean;
}

export default function PackagesList({
  signedIn,
  ventures: [ventures, sendVentures],
  bookingOpen,
}: PackagesListProps) {
  // The edition on sale names the receipt's dates, venue and calendar entry.
  const [booking, send, actor] = useVentureBooking(signedIn, ventures.context.data?.edition ?? undefined);
  const packages = ventures.context.data?.packages ?? [];
  // From BOOK NOW until the booking ends: Back cancels a payment screen, else closes the modal.
  const history = useDialogHistory(booking.matches('dialog'), () =>
    backFromPurchase(actor.getSnapshot().children.checkout, () => send({ type: 'dialog.close' })),
  );
  return (
    <>
      {bookingOpen ? null : (
        <p className="vv-status vv-closed" role="status">
          {ventureMessages.registrationClosedNotice}
        </p>
      )}
      {ventures.matches('failed') ? (
        <RetryAlert
          what={loadFailedMessages.ventures}
          detail={ventures.context.errorMessage}
          onRetry={() => sendVentures({ type: 'retry' })}
        />
      ) : null}
      {ventures.matches('empty') ? <p className="vv-status">No packages are on sale right now.</p> : null}
      <ul className="vv-packages-list" aria-busy={ventures.matches('loading')}>
        <li className="vv-package vv-package-soldout">
          <h3>Early Bird</h3>
          <p className="vv-package-quantity">Limited release</p>
          <p className="vv-package-badge">{EARLY_BIRD_SOLD_OUT_LABEL}</p>
          <button type="button" className="btn btn-secondary btn-block" disabled>
            {EARLY_BIRD_SOLD_OUT_LABEL}
          </button>
        </li>
        {packages.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            signedIn={signedIn}
            onBook={bookingOpen ? () => send({ type: 'booking.open', pkg }) : null}
          />
        ))}
      </ul>
      {booking.matches('idle') ? null : (
        <DialogOpenerContext value={history.opener}>
          <Suspense fallback={null}>
            <BookingDialog snapshot={booking} send={send} />
          </Suspense>
        </DialogOpenerContext>
      )}
    </>
  );
}

const ROWS = [
  { label: `${VENTURE_PASS_LABELS.day_1_pass} / ${VENTURE_PASS_LABELS.day_2_pass}`, type: 'day_1_pass' },
  { label: VENTURE_PASS_LABELS.two_days_pass, type: 'two_days_pass' },
] as const;

function PackageCard({
  pkg,
  signedIn,
  onBook,
}: {
  pkg: VenturePackage;
  signedIn: boolean;
  /** Null when registration is closed: no BOOK NOW. */
  onBook: (() => void) | null;
}) {
  const own = ventureMemberType(signedIn);
  const rateClass = (memberType: typeof own) => (memberType === own ? 'vv-own-rate' : undefined);
  return (
    <li className="vv-package">
      <h3>{pkg.group_info}</h3>
      <p className="vv-package-quantity">{pkg.quantity_info}</p>
      <table className="vv-package-prices">
        <caption className="visually-hidden">{pkg.group_info} prices, GST included</caption>
        <thead>
          <tr>
            <th scope="col">Pass</th>
            <th scope="col" className={rateClass('member')}>
              Member
            </th>
            <th scope="col" className={rateClass('non_member')}>
              Non-Member
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.type}>
              <th scope="row">{row.label}</th>
              <td className={rateClass('member')}>{formatInr(venturePassPrice(pkg, row.type, 'member'))}</td>
              <td className={rateClass('non_member')}>
                {formatInr(venturePassPrice(pkg, row.type, 'non_member'))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {onBook ? (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={onBook}
          aria-label={`BOOK NOW: ${pkg.group_info}`}
        >
          BOOK NOW
        </button>
      ) : null}
    </li>
  );
}
