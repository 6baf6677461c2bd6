/**
 * The live view's source in a static studio (the review folder has no relay): the apps of the same
 * origin in the browser's other tabs post their machines' messages on a BroadcastChannel, and this
 * page keeps the book of them itself. It sees what happens from the moment it opens.
 */
import { INSPECTION_CHANNEL, type InspectionPost } from '@lwl/machines';
import { createLiveBook } from './live-book.ts';
import type { AppMessage, StudioMessage } from './protocol.ts';

export function listenToTabs(onMessage: (message: StudioMessage) => void): () => void {
  const channel = new BroadcastChannel(INSPECTION_CHANNEL);
  const apps = new Map<string, number>();
  const book = createLiveBook(onMessage);
  const appOf = (tab: string) => {
    if (!apps.has(tab)) apps.set(tab, apps.size + 1);
    return apps.get(tab) as number;
  };
  channel.onmessage = ({ data }: MessageEvent<InspectionPost>) => {
    if (typeof data?.tab !== 'string') return;
    if ('closed' in data) book.closed(appOf(data.tab));
    else book.fromApp(appOf(data.tab), data.message as AppMessage);
  };
  onMessage(book.current());
  return () => channel.close();
}
