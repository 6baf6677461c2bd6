/**
 * Where an app without the studio's relay (the review folder's) sends its machines' inspection
 * messages: a BroadcastChannel of that name, which the Flow Studio of the same origin reads in
 * another tab. Each post carries the sending tab's id and one message of apps/studio's live protocol,
 * or `closed` when the tab goes away.
 */
export const INSPECTION_CHANNEL = 'lwl-live-inspection';

export type InspectionPost = { tab: string; message: unknown } | { tab: string; closed: true };
