/** The shared header (platform.md §2): Membership, Benefits, Enterprise, search, Account or Login. */
import { HEADER_ACCOUNT_LINK, HEADER_LOGIN_LINK } from '@lwl/schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useIsSignedIn } from '../../session/session-context.ts';
import { NavMenusFallback } from './nav-menus-fallback.tsx';
import { SearchBox } from './search-box.tsx';
import './header.css';
import '../ui/button.css';

const NavMenus = lazy(() => import('./nav-menus.tsx'));

export function Header() {
  const signedIn = useIsSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each location change on purpose
  useEffect(() => setMenuOpen(false), [location.key]);
  const account = signedIn ? HEADER_ACCOUNT_LINK : HEADER_LOGIN_LINK;

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to={signedIn ? '/' : '/membership'} className="brand">
          <span className="brand-mark" aria-hidden="true">
            LWL
          </span>
          <span className="brand-text">
            <span className="visually-hidden">LWL </span>
            <span className="brand-tagline">Leading Ladies Network</span>
          </span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
        <div id="site-nav" className={`site-nav${menuOpen ? ' is-open' : ''}`}>
          <Suspense fallback={<NavMenusFallback />}>
            <NavMenus />
          </Suspense>
          <div className="site-nav-search">
            <SearchBox label="Search the site" />
          </div>
          <Link to={account.to} className="btn btn-primary btn-sm site-nav-account">
            {account.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
