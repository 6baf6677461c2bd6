/**
 * The header's menus (platform.md §2): Membership and Benefits open a radix DropdownMenu of links
 * (keyboard: Enter/Space/arrows, Escape closes); Events and Enterprise are links. Loaded when the user reaches
 * for them (nav-menus-intent.ts), carrying on what was done to the fallback's triggers meanwhile.
 */
import { HEADER_BENEFITS_LINKS, HEADER_MEMBERSHIP_LINKS, type NavLink as NavLinkItem } from '@lwl/schemas';
import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isCurrentPath, menuHoldsPath } from './active-link.ts';
import { Chevron } from './chevron.tsx';
import { type MenuIntent, takeMenuIntent } from './nav-menus-intent.ts';
import { EnterpriseNavItem, EventsNavItem } from './plain-nav-item.tsx';

function Menu({
  label,
  links,
  intent,
}: {
  label: string;
  links: readonly NavLinkItem[];
  intent: MenuIntent | null;
}) {
  const { pathname } = useLocation();
  const mine = intent?.label === label ? intent : null;
  const keyboardFocused = useRef(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (mine?.open) setOpen(true);
  }, [mine]);
  return (
    <li className="nav-item">
      <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger
          className="nav-trigger"
          aria-current={menuHoldsPath(links, pathname) ? 'true' : undefined}
        >
          {label}
          <Chevron />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="nav-menu"
            align="start"
            sideOffset={8}
            ref={(content) => {
              // Opened from the keyboard on the fallback, before radix could see the key: focus the
              // first item as radix does, once the content has taken focus on mounting.
              if (!content || !mine?.keyboard || keyboardFocused.current) return;
              keyboardFocused.current = true;
              requestAnimationFrame(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
            }}
          >
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
  // What was done to the fallback until these menus are on screen. Read once committed, not while
  // rendering: React may hold a rendered tree back (it throttles revealing suspended content) while
  // the user presses the fallback's trigger.
  const [intent, setIntent] = useState<MenuIntent | null>(null);
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // Taken once: StrictMode's second run in development finds none and keeps the first.
    const taken = takeMenuIntent();
    if (taken) setIntent(taken);
  }, []);
  useLayoutEffect(() => {
    // The fallback's item had focus and went with it: this one, with the same label, takes it.
    if (!intent || intent.open || (document.activeElement && document.activeElement !== document.body))
      return;
    const items = nav.current?.querySelectorAll<HTMLElement>('.nav-item > :is(a, button)') ?? [];
    [...items].find((item) => item.textContent === intent.label)?.focus();
  }, [intent]);
  return (
    <nav ref={nav} className="nav-root" aria-label="Main">
      <ul className="nav-list">
        <Menu label="Membership" links={HEADER_MEMBERSHIP_LINKS} intent={intent} />
        <EventsNavItem />
        <Menu label="Benefits" links={HEADER_BENEFITS_LINKS} intent={intent} />
        <EnterpriseNavItem />
      </ul>
    </nav>
  );
}
