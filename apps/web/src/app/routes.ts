/**
 * The route table (docs/product-rules.md, "Pages": every page of the product, and /new-member-form,
 * /update-password, /india and /invoices, which are ours): plain data, read by the app (app-routes.tsx), by the
 * build (vite.config.ts: what each page's HTML starts; scripts/prerender.ts: the written pages), by the
 * budget (scripts/bundle-sizes.ts) and by the tests.
 */

/** Where the visitor is, for a guard. */
export interface RouteLocation {
  readonly pathname: string;
  readonly search: string;
}

/** The guards of guards.ts: `member` needs a signed-in member, `guest` a visitor signed out, `unknown` sends to /login. */
export type GuardName = 'member' | 'guest' | 'unknown';

export interface AppRoute {
  readonly path: string;
  /** The guard that may send the visitor elsewhere before the page loads. */
  readonly guard?: GuardName;
  /** The page's module under src/ (lazy-loaded, exports `Component`). */
  readonly page?: string;
  /**
   * Written at build time as `<path>.html` (scripts/prerender.ts, docs/decisions/0030): the page's first
   * screen needs no API answer and is the same for every visitor.
   */
  readonly prerender?: true;
  /**
   * The API path the first screen reads (its GET, as the page sends it), the route's `:params` filled
   * in: the production HTML starts it before the app's code (lib/first-read.ts).
   */
  readonly firstRead?: string;
}

export const routes: readonly AppRoute[] = [
  // Account area and sign-in (this issue).
  { path: '/', guard: 'member', page: 'features/dashboard/dashboard-page.tsx' },
  {
    path: '/login',
    prerender: true,
    guard: 'guest',
    page: 'features/auth/login-page.tsx',
  },
  {
    path: '/forgot-password',
    prerender: true,
    page: 'features/auth/password-reset-page.tsx',
  },
  { path: '/reset-password', page: 'features/auth/password-reset-page.tsx' },
  { path: '/update-password', page: 'features/auth/update-password-page.tsx' },
  { path: '/profile', guard: 'member', page: 'features/profile/profile-page.tsx' },
  { path: '/invoices', guard: 'member', page: 'features/invoices/invoices-page.tsx' },
  // Events, mentors, search, packages, directory.
  { path: '/upcoming-events', firstRead: 'events', page: 'features/events/upcoming-events-page.tsx' },
  { path: '/event/:id', firstRead: 'events/:id', page: 'features/events/event-detail-page.tsx' },
  { path: '/past-events', page: 'features/events/past-events-page.tsx' },
  { path: '/thank-you', page: 'features/thank-you/thank-you-page.tsx' },
  { path: '/venturethank-you', page: 'features/thank-you/venture-thank-you-page.tsx' },
  {
    path: '/venture-vault',
    prerender: true,
    firstRead: 'ventures',
    page: 'features/venture-vault/venture-vault-page.tsx',
  },
  { path: '/ticket', page: 'features/ticket/ticket-page.tsx' },
  { path: '/loader', page: 'features/loader/loader-page.tsx' },
  { path: '/mentors', page: 'features/mentors/mentors-page.tsx' },
  { path: '/mentors-details/:id', page: 'features/mentors/mentor-details-page.tsx' },
  { path: '/video', page: 'features/videos/video-page.tsx' },
  { path: '/globalSearch', page: 'features/search/search-page.tsx' },
  { path: '/packages', page: 'features/packages/packages-page.tsx' },
  { path: '/enterprise-packages', page: 'features/packages/enterprise-packages-page.tsx' },
  {
    path: '/all-members',
    guard: 'member',
    page: 'features/directory/directory-page.tsx',
  },
  // Membership offering.
  {
    path: '/membership',
    prerender: true,
    page: 'features/membership-pages/overview/overview-page.tsx',
  },
  {
    path: '/india-membership',
    prerender: true,
    page: 'features/membership-pages/india/india-membership-page.tsx',
  },
  {
    path: '/india',
    prerender: true,
    page: 'features/membership-pages/india-classic/india-page.tsx',
  },
  {
    path: '/titan-membership',
    prerender: true,
    page: 'features/membership-pages/tier/titan-membership-page.tsx',
  },
  {
    path: '/maverick-membership',
    prerender: true,
    page: 'features/membership-pages/tier/maverick-membership-page.tsx',
  },
  {
    path: '/lap-membership',
    prerender: true,
    page: 'features/membership-pages/lap/lap-page.tsx',
  },
  {
    path: '/global-membership',
    prerender: true,
    page: 'features/membership-pages/global/global-page.tsx',
  },
  {
    path: '/global-new',
    prerender: true,
    page: 'features/membership-pages/global/global-page.tsx',
  },
  { path: '/uae-memberships', page: 'features/membership-pages/uae/uae-page.tsx' },
  { path: '/uae', page: 'features/membership-pages/uae/uae-page.tsx' },
  { path: '/global-access-membership', page: 'features/sign-up/global-sign-up-page.tsx' },
  { path: '/uae-membership', page: 'features/sign-up/uae-sign-up-page.tsx' },
  {
    path: '/member-details/:slug',
    page: 'features/membership-purchase/member-details-page.tsx',
  },
  { path: '/lwl-privileges', page: 'features/privileges/privileges-page.tsx' },
  {
    path: '/new-member-form',
    guard: 'member',
    page: 'features/application/application-page.tsx',
  },
  // Any unknown path goes to /login.
  { path: '*', guard: 'unknown' },
];

/** The route table's paths: a return address after signing in must match one (`safeReturnPath`). */
export const ROUTE_PATTERNS: readonly string[] = routes.map((route) => route.path);
