/**
 * The route table (platform.md §2, membership.md §2, and /new-member-form, /update-password, /india
 * and /invoices, which the specs do not name).
 * One line per route; every page is lazy-loaded and exports `Component`. The production index.html
 * preloads the current route's chunks (route-preload-plugin.ts reads the `path` and `import` of each
 * line).
 */
import type { RouteObject } from 'react-router-dom';
import { leaveLoginWhenSignedIn, requireToken, toLogin } from './guards.ts';

export const routes: RouteObject[] = [
  // Account area and sign-in (this issue).
  { path: '/', loader: requireToken, lazy: () => import('../features/dashboard/dashboard-page.tsx') },
  { path: '/login', loader: leaveLoginWhenSignedIn, lazy: () => import('../features/auth/login-page.tsx') },
  { path: '/forgot-password', lazy: () => import('../features/auth/password-reset-page.tsx') },
  { path: '/reset-password', lazy: () => import('../features/auth/password-reset-page.tsx') },
  { path: '/update-password', lazy: () => import('../features/auth/update-password-page.tsx') },
  { path: '/profile', loader: requireToken, lazy: () => import('../features/profile/profile-page.tsx') },
  { path: '/invoices', loader: requireToken, lazy: () => import('../features/invoices/invoices-page.tsx') },
  // Events, mentors, search, packages, directory (platform.md §2).
  { path: '/upcoming-events', lazy: () => import('../features/events/upcoming-events-page.tsx') },
  { path: '/event/:id', lazy: () => import('../features/events/event-detail-page.tsx') },
  { path: '/past-events', lazy: () => import('../features/events/past-events-page.tsx') },
  { path: '/thank-you', lazy: () => import('../features/thank-you/thank-you-page.tsx') },
  { path: '/venturethank-you', lazy: () => import('../features/thank-you/venture-thank-you-page.tsx') },
  { path: '/venture-vault', lazy: () => import('../features/venture-vault/venture-vault-page.tsx') },
  { path: '/ticket', lazy: () => import('../features/ticket/ticket-page.tsx') },
  { path: '/loader', lazy: () => import('../features/loader/loader-page.tsx') },
  { path: '/mentors', lazy: () => import('../features/mentors/mentors-page.tsx') },
  { path: '/mentors-details/:id', lazy: () => import('../features/mentors/mentor-details-page.tsx') },
  { path: '/video', lazy: () => import('../features/videos/video-page.tsx') },
  { path: '/globalSearch', lazy: () => import('../features/search/search-page.tsx') },
  { path: '/packages', lazy: () => import('../features/packages/packages-page.tsx') },
  { path: '/enterprise-packages', lazy: () => import('../features/packages/enterprise-packages-page.tsx') },
  {
    path: '/all-members',
    loader: requireToken,
    lazy: () => import('../features/directory/directory-page.tsx'),
  },
  // Membership offering (membership.md §2).
  { path: '/membership', lazy: () => import('../features/membership-pages/overview/overview-page.tsx') },
  {
    path: '/india-membership',
    lazy: () => import('../features/membership-pages/india/india-membership-page.tsx'),
  },
  { path: '/india', lazy: () => import('../features/membership-pages/india-classic/india-page.tsx') },
  {
    path: '/titan-membership',
    lazy: () => import('../features/membership-pages/tier/titan-membership-page.tsx'),
  },
  {
    path: '/maverick-membership',
    lazy: () => import('../features/membership-pages/tier/maverick-membership-page.tsx'),
  },
  { path: '/lap-membership', lazy: () => import('../features/membership-pages/lap/lap-page.tsx') },
  { path: '/global-membership', lazy: () => import('../features/membership-pages/global/global-page.tsx') },
  { path: '/global-new', lazy: () => import('../features/membership-pages/global/global-page.tsx') },
  { path: '/uae-memberships', lazy: () => import('../features/membership-pages/uae/uae-page.tsx') },
  { path: '/uae', lazy: () => import('../features/membership-pages/uae/uae-page.tsx') },
  { path: '/global-access-membership', lazy: () => import('../features/sign-up/global-sign-up-page.tsx') },
  { path: '/uae-membership', lazy: () => import('../features/sign-up/uae-sign-up-page.tsx') },
  {
    path: '/member-details/:slug',
    lazy: () => import('../features/membership-purchase/member-details-page.tsx'),
  },
  { path: '/lwl-privileges', lazy: () => import('../features/privileges/privileges-page.tsx') },
  {
    path: '/new-member-form',
    loader: requireToken,
    lazy: () => import('../features/application/application-page.tsx'),
  },
  // Any unknown path goes to /login.
  { path: '*', loader: toLogin },
];
