/**
 * Where purchases end (platform.md §2, §4; membership.md §4). The route table of the specs has no
 * constant in @lwl/schemas yet; these are the only places the machines name routes.
 */
export const THANK_YOU_PATH = '/thank-you';
export const VENTURE_THANK_YOU_PATH = '/venturethank-you';
export const LOGIN_PATH = '/login';
