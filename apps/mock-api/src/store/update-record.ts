/** Writes `changes` into a stored record: each field one of the record's, with the record's type. */
export function updateRecord<R extends object, K extends keyof R>(record: R, changes: Pick<R, K>): void {
  Object.assign(record, changes);
}
