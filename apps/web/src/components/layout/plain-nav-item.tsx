/** A plain link of the header's first level, beside its two menus (the same before and after the menus load). */
import { HEADER_ENTERPRISE_LINK, HEADER_EVENTS_LINK } from '@lwl/schemas';
import { NavLink } from 'react-router-dom';

function PlainNavItem({ link }: { link: { label: string; to: string } }) {
  return (
    <li className="nav-item">
      <NavLink to={link.to} className="nav-link">
        {link.label}
      </NavLink>
    </li>
  );
}

export const EventsNavItem = () => <PlainNavItem link={HEADER_EVENTS_LINK} />;
export const EnterpriseNavItem = () => <PlainNavItem link={HEADER_ENTERPRISE_LINK} />;
