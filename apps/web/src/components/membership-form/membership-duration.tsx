/** The duration choices and the fee line shared by the purchase form and the sign-up forms. */
import { type Currency, gstLabelOf, type MembershipPriceOption } from '@lwl/schemas';

/** The options of the duration select: 'Select duration', then one per price. */
export function DurationOptions({ options }: { options: MembershipPriceOption[] }) {
  return (
    <>
      <option value="" disabled>
        Select duration
      </option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.term}
        </option>
      ))}
    </>
  );
}

/** 'Membership fee', the formatted amount and '+ GST' for INR plans, announced when the duration changes. */
export function MembershipFeeLine({ amount, currency }: { amount: string; currency: Currency }) {
  const gst = gstLabelOf('membership', currency);
  return (
    <p className="cluster membership-fee" aria-live="polite">
      <span>Membership fee</span>
      <strong>
        {amount}
        {gst !== null ? ` ${gst}` : ''}
      </strong>
    </p>
  );
}
