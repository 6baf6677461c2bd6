/**
 * The header's menus (platform.md §2): Membership and Benefits open a radix DropdownMenu of links
 * (keyboard: Enter/Space/arrows, Escape closes); Enterprise is a link. Loaded after first paint.
 */
import {
  HEADER_BENEFITS_LINKS,
  HEADER_ENTERPRISE_LINK,
  HEADER_MEMBERSHIP_LINKS,
  type NavLink as NavLinkItem,
} from '@lwl/schemas';
import { DropdownMenu } from 'radix-ui';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { isCurrentPath, menuHoldsPath } from './active-link.ts';
import { Chevron } from './chevron.tsx';

function Menu({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  const { pathname } = useLocation();
  return (
    <li className="nav-item">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="nav-trigger"
          aria-current={menuHoldsPath(links, pathname) ? 'true' : undefined}
        >
          {label}
          <Chevron />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="nav-menu" align="start" sideOffset={8}>
            {links.map((link) => (
              <DropdownMenu.Item key={link.label} asChild className="nav-menu-item">
                {'to' in link ? (
                  <Link to={link.to} aria-current={isCurrentPath(link.to, pathname) ? 'page' : undefined}>
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="nav-external" aria-hidden="true">
                      ↗
                    </span>
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}

export default function NavMenus() {
  return (
    <nav className="nav-root" aria-label="Main">
      <ul className="nav-list">
        <Menu label="Membership" links={HEADER_MEMBERSHIP_LINKS} />
        <Menu label="Benefits" links={HEADER_BENEFITS_LINKS} />
        <li className="nav-item">
          <NavLink to={HEADER_ENTERPRISE_LINK.to} className="nav-link">
            {HEADER_ENTERPRISE_LINK.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
