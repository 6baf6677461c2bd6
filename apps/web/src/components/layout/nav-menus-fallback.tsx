import { Chevron } from './chevron.tsx';
import { wantMenus } from './nav-menus-intent.ts';
import { EnterpriseNavItem, EventsNavItem } from './plain-nav-item.tsx';

/** A menu's trigger before the menus load: reaching for it loads them, and the menu carries on. */
function MenuTrigger({ label }: { label: string }) {
  return (
    <li className="nav-item">
      <button
        type="button"
        className="nav-trigger"
        aria-haspopup="menu"
        aria-expanded="false"
        onFocus={() => wantMenus({ label, open: false, keyboard: false })}
        // As radix's trigger: a press opens (the menus may arrive between the press and the click).
        onPointerDown={(event) => {
          if (event.button === 0) wantMenus({ label, open: true, keyboard: false });
        }}
        // A click from Enter or Space has no pointer detail.
        onClick={(event) => wantMenus({ label, open: true, keyboard: event.detail === 0 })}
      >
        {label}
        <Chevron />
      </button>
    </li>
  );
}

export function NavMenusFallback() {
  return (
    <nav className="nav-root" aria-label="Main">
      <ul className="nav-list">
        <MenuTrigger label="Membership" />
        <EventsNavItem />
        <MenuTrigger label="Benefits" />
        <EnterpriseNavItem />
      </ul>
    </nav>
  );
}
