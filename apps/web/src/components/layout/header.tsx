/** The shared header: Membership, Events, Benefits, Enterprise, search, Account or Find my tickets and Login. */
import { FIND_TICKETS_LINK, HEADER_ACCOUNT_LINK, HEADER_LOGIN_LINK } from '@lwl/schemas';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useHydrating } from '../../lib/hydration.tsx';
import { useIsSignedIn } from '../../session/session-context.ts';
import { NavMenusFallback } from './nav-menus-fallback.tsx';
import { menusWanted, wantMenus } from './nav-menus-intent.ts';
import { SearchBox } from './search-box.tsx';
import './header.css';
import '../ui/button.css';

const NavMenus = lazy(() => menusWanted.then(() => import('./nav-menus.tsx')));

/**
 * True once the visitor has reached for the menus, as a transition: the fallback stays on screen,
 * focus and all, while their code downloads, and the menus replace it once it has (carrying on what
 * was done to it, nav-menus-intent.ts). Rendered before they are wanted, the menus would suspend,
 * and in a transition (the end of hydration, lib/hydration.tsx) hold it until someone reached for them.
 */
function useMenusWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void menusWanted.then(() => live && startTransition(() => setWanted(true)));
    return () => {
      live = false;
    };
  }, []);
  return wanted;
}

export function Header() {
  const signedIn = useIsSignedIn();
  const hydrating = useHydrating();
  const wanted = useMenusWanted();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each location change on purpose
  useEffect(() => setMenuOpen(false), [location.key]);
  const account = signedIn ? HEADER_ACCOUNT_LINK : HEADER_LOGIN_LINK;
  const nav = useRef<HTMLDivElement>(null);
  // Reaching for the menus (pointer or keyboard) loads them: nothing else does (nav-menus-intent.ts).
  useEffect(() => {
    const element = nav.current;
    const want = () => wantMenus();
    element?.addEventListener('pointerenter', want);
    element?.addEventListener('focusin', want);
    return () => {
      element?.removeEventListener('pointerenter', want);
      element?.removeEventListener('focusin', want);
    };
  }, []);

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
          onClick={() => {
            wantMenus();
            setMenuOpen((open) => !open);
          }}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
        <div id="site-nav" ref={nav} className={`site-nav${menuOpen ? ' is-open' : ''}`}>
          {/* The menus load when the visitor reaches for them; until they are on screen, the fallback
              stays, the same element whatever changes around it, so that focus stays on it. */}
          <Suspense fallback={<NavMenusFallback />}>
            {hydrating || !wanted ? <NavMenusFallback /> : <NavMenus />}
          </Suspense>
          <div className="site-nav-search">
            <SearchBox label="Search the site" />
          </div>
          {/* Login or Account: hidden, its space kept, in the pages written at build time, which cannot know. */}
          {signedIn ? null : (
            <Link
              to={FIND_TICKETS_LINK.to}
              className="site-nav-find-tickets"
              style={hydrating ? { visibility: 'hidden' } : undefined}
            >
              {FIND_TICKETS_LINK.label}
            </Link>
          )}
          <NavLink
            to={account.to}
            end
            className="btn btn-primary btn-sm site-nav-account"
            style={hydrating ? { visibility: 'hidden' } : undefined}
          >
            {account.label}
          </NavLink>
        </div>
      </div>
    </header>
  );
}
