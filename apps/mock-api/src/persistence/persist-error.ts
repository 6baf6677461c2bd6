/** A change that could not be written: its request must not be acknowledged. */
export class PersistError extends Error {
  override name = 'PersistError';
}
