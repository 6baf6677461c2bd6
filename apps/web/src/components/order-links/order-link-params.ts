/**
 * The order a receipt or ticket address names: `?order={order_id}&key={access_key}` (`orderLinks` of
 * @lwl/schemas builds them). No `order`: the page is not an order's (the thank-you text after a
 * purchase handed over in memory, the /ticket list). A blank or missing key is null: the signed-in
 * owner's own link, or a link cut short, which the server answers like any wrong key.
 */
import type { OrderLinkParams } from '@lwl/machines';

export function orderLinkParams(search: string): OrderLinkParams | null {
  const query = new URLSearchParams(search);
  const orderId = query.get('order')?.trim() ?? '';
  if (orderId === '') return null;
  const key = query.get('key')?.trim() ?? '';
  return { orderId, key: key === '' ? null : key };
}
