import { Chevron } from './chevron.tsx';
import { focusLeftMenus, wantMenus } from './nav-menus-intent.ts';
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
    <nav
      className="nav-root"
      aria-label="Main"
      // Which item has focus (its label is its text), for the menus to give focus to theirs.
      onFocus={(event) => wantMenus({ label: event.target.textContent ?? '', open: false, keyboard: false })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focusLeftMenus();
      }}
    >
      <ul className="nav-list">
        <MenuTrigger label="Membership" />
        <EventsNavItem />
        <MenuTrigger label="Benefits" />
        <EnterpriseNavItem />
      </ul>
    </nav>
  );
}
