/** The mock's whole state (owned by the data/store work; this placeholder type is replaced there). */
export interface Store {
  version: 1;
}
