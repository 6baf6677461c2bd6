import type { SessionsSnapshot } from '../sessions/sessions.ts';

/** The state file's format name (its header), the same wherever the state is saved. */
export const FORMAT = 'lwl-mock-state';

/** What the state file holds besides its header: compared to tell whether a call changed anything. */
export const stateSnapshot = <S>(data: { store: S; sessions: SessionsSnapshot }): string =>
  JSON.stringify({ store: data.store, sessions: data.sessions });

/**
 * The file's text for a snapshot: the header (and the id of the journal that will continue it), then
 * the snapshot's fields (no second serialization).
 */
export const stateFileText = (snapshot: string, savedAt: string, journal: string): string =>
  `{"format":"${FORMAT}","version":1,"savedAt":${JSON.stringify(savedAt)},"journal":${JSON.stringify(journal)},${snapshot.slice(1)}`;
