/** The header's one plain link beside its two menus (the same before and after the menus load). */
import { HEADER_ENTERPRISE_LINK } from '@lwl/schemas';
import { NavLink } from 'react-router-dom';

export function EnterpriseNavItem() {
  return (
    <li className="nav-item">
      <NavLink to={HEADER_ENTERPRISE_LINK.to} className="nav-link">
        {HEADER_ENTERPRISE_LINK.label}
      </NavLink>
    </li>
  );
}
