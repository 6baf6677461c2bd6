/** Local storage keys of the signed-in state, word for word (docs/product-rules.md, "Visitors and members"). */
export const STORAGE_KEYS = {
  token: 'AuthToken',
  planName: 'PlanName',
  userName: 'UserName',
  profileImage: 'profileImage',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
