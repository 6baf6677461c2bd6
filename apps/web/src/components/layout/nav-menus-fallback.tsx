/** What the header shows for the few milliseconds before its menus' chunk arrives. */
import { HEADER_ENTERPRISE_LINK } from '@lwl/schemas';
import { NavLink } from 'react-router-dom';
import { Chevron } from './chevron.tsx';

export function NavMenusFallback() {
  return (
    <nav className="nav-root" aria-label="Main">
      <ul className="nav-list">
        {['Membership', 'Benefits'].map((label) => (
          <li key={label} className="nav-item">
            <button type="button" className="nav-trigger" disabled>
              {label}
              <Chevron />
            </button>
          </li>
        ))}
        <li className="nav-item">
          <NavLink to={HEADER_ENTERPRISE_LINK.to} className="nav-link">
            {HEADER_ENTERPRISE_LINK.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
