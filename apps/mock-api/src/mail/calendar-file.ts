import { type Receipt, receiptCalendarEvent } from '@lwl/schemas';
import { createEvent } from 'ics';
import type { Attachment } from '../outbox/outbox.ts';

/** The .ics file of an event or pass receipt (as the web's 'Add to calendar' makes it); null without a schedule. */
export function calendarAttachment(
  receipt: Pick<Receipt, 'item' | 'term' | 'order_id' | 'schedule'>,
  url: string | null,
): Attachment | null {
  const entry = receiptCalendarEvent(receipt);
  if (entry === null) return null;
  const { error, value } = createEvent({
    ...entry,
    ...(url ? { url } : {}),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) return null;
  const name = receipt.item.replace(/[^\w-]+/g, '-').toLowerCase();
  return { filename: `${name}.ics`, content_type: 'text/calendar; charset=utf-8', content: value };
}
