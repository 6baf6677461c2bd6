/**
 * The route table (platform.md §2, membership.md §2, and /new-member-form, /update-password, /india
 * and /invoices, which the specs do not name).
 * One entry per route; every page is lazy-loaded and exports `Component`; a `guard` may send the
 * visitor elsewhere before the page loads; `prerender` writes its first screen at build time. The
 * production index.html preloads the current route's chunks (route-preload-plugin.ts reads the `path`
 * and `import` of each entry).
 */
import type { ComponentType } from 'react';
import { leaveLoginWhenSignedIn, requireToken, toLogin } from './guards.ts';

/** Where the visitor is, for a guard. */
export interface RouteLocation {
  readonly pathname: string;
  readonly search: string;
}

export interface AppRoute {
  readonly path: string;
  /** The path to send the visitor to instead of this route, or null to show it. */
  readonly guard?: (location: RouteLocation) => string | null;
  readonly page?: () => Promise<{ Component: ComponentType }>;
  /**
   * Written at build time as `<path>.html` (scripts/prerender.ts, docs/decisions/0020): the page's first
   * screen needs no API answer and is the same for every visitor, and everything on it renders without
   * waiting for a visitor's intent.
   */
  readonly prerender?: true;
}

export const routes: AppRoute[] = [
  // Account area and sign-in (this issue).
  { path: '/', guard: requireToken, page: () => import('../features/dashboard/dashboard-page.tsx') },
  {
    path: '/login',
    prerender: true,
    guard: leaveLoginWhenSignedIn,
    page: () => import('../features/auth/login-page.tsx'),
  },
  {
    path: '/forgot-password',
    prerender: true,
    page: () => import('../features/auth/password-reset-page.tsx'),
  },
  { path: '/reset-password', page: () => import('../features/auth/password-reset-page.tsx') },
  { path: '/update-password', page: () => import('../features/auth/update-password-page.tsx') },
  { path: '/profile', guard: requireToken, page: () => import('../features/profile/profile-page.tsx') },
  { path: '/invoices', guard: requireToken, page: () => import('../features/invoices/invoices-page.tsx') },
  // Events, mentors, search, packages, directory (platform.md §2).
  { path: '/upcoming-events', page: () => import('../features/events/upcoming-events-page.tsx') },
  { path: '/event/:id', page: () => import('../features/events/event-detail-page.tsx') },
  { path: '/past-events', page: () => import('../features/events/past-events-page.tsx') },
  { path: '/thank-you', page: () => import('../features/thank-you/thank-you-page.tsx') },
  { path: '/venturethank-you', page: () => import('../features/thank-you/venture-thank-you-page.tsx') },
  {
    path: '/venture-vault',
    prerender: true,
    page: () => import('../features/venture-vault/venture-vault-page.tsx'),
  },
  { path: '/ticket', page: () => import('../features/ticket/ticket-page.tsx') },
  { path: '/loader', page: () => import('../features/loader/loader-page.tsx') },
  { path: '/mentors', page: () => import('../features/mentors/mentors-page.tsx') },
  { path: '/mentors-details/:id', page: () => import('../features/mentors/mentor-details-page.tsx') },
  { path: '/video', page: () => import('../features/videos/video-page.tsx') },
  { path: '/globalSearch', page: () => import('../features/search/search-page.tsx') },
  { path: '/packages', page: () => import('../features/packages/packages-page.tsx') },
  { path: '/enterprise-packages', page: () => import('../features/packages/enterprise-packages-page.tsx') },
  {
    path: '/all-members',
    guard: requireToken,
    page: () => import('../features/directory/directory-page.tsx'),
  },
  // Membership offering (membership.md §2).
  {
    path: '/membership',
    prerender: true,
    page: () => import('../features/membership-pages/overview/overview-page.tsx'),
  },
  {
    path: '/india-membership',
    prerender: true,
    page: () => import('../features/membership-pages/india/india-membership-page.tsx'),
  },
  {
    path: '/india',
    prerender: true,
    page: () => import('../features/membership-pages/india-classic/india-page.tsx'),
  },
  {
    path: '/titan-membership',
    prerender: true,
    page: () => import('../features/membership-pages/tier/titan-membership-page.tsx'),
  },
  {
    path: '/maverick-membership',
    prerender: true,
    page: () => import('../features/membership-pages/tier/maverick-membership-page.tsx'),
  },
  {
    path: '/lap-membership',
    prerender: true,
    page: () => import('../features/membership-pages/lap/lap-page.tsx'),
  },
  {
    path: '/global-membership',
    prerender: true,
    page: () => import('../features/membership-pages/global/global-page.tsx'),
  },
  {
    path: '/global-new',
    prerender: true,
    page: () => import('../features/membership-pages/global/global-page.tsx'),
  },
  { path: '/uae-memberships', page: () => import('../features/membership-pages/uae/uae-page.tsx') },
  { path: '/uae', page: () => import('../features/membership-pages/uae/uae-page.tsx') },
  { path: '/global-access-membership', page: () => import('../features/sign-up/global-sign-up-page.tsx') },
  { path: '/uae-membership', page: () => import('../features/sign-up/uae-sign-up-page.tsx') },
  {
    path: '/member-details/:slug',
    page: () => import('../features/membership-purchase/member-details-page.tsx'),
  },
  { path: '/lwl-privileges', page: () => import('../features/privileges/privileges-page.tsx') },
  {
    path: '/new-member-form',
    guard: requireToken,
    page: () => import('../features/application/application-page.tsx'),
  },
  // Any unknown path goes to /login.
  { path: '*', guard: toLogin },
];
