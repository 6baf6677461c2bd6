/**
 * 'Add to calendar': builds the .ics file with the `ics` library, loaded only when the button is
 * pressed, and downloads it.
 */
import { type Receipt, receiptCalendarEvent } from '@lwl/schemas';

export async function downloadCalendarFile(receipt: Receipt): Promise<void> {
  const entry = receiptCalendarEvent(receipt);
  if (entry === null) return;
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    ...entry,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('ics: no calendar file');
  const url = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${receipt.item.replace(/[^\w-]+/g, '-').toLowerCase()}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
