/**
 * The receipt's e-mail row for a member who paid without typing one (the coupon-only dialog): the
 * address of the signed-in account, from `GET user`. Nothing is shown until it has loaded.
 */
import { checkoutTexts } from '@lwl/schemas';
import { useUser } from '../../account/use-user.ts';

export function AccountEmailRow() {
  const [user] = useUser();
  const email = user.context.data?.email;
  if (!email) return null;
  return (
    <div className="receipt-row">
      <dt>{checkoutTexts.email}</dt>
      <dd>{email}</dd>
    </div>
  );
}
