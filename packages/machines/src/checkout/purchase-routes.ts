/** Where purchases end; the paths live in `ROUTES` of @lwl/schemas. */
import { ROUTES } from '@lwl/schemas';

export const THANK_YOU_PATH = ROUTES.thankYou;
export const VENTURE_THANK_YOU_PATH = ROUTES.ventureThankYou;
export const LOGIN_PATH = ROUTES.login;
