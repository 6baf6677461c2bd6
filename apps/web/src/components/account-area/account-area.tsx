/**
 * The account area's frame, shared by /profile and /invoices: the eyebrow, the page's title, the side
 * menu (Membership Details, Events details, Mentors details, Account details, Package Details,
 * Invoices, Logout) with the current entry marked (`aria-current`), and the page's content beside it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoutButton } from '../layout/footer.tsx';
import { PROFILE_SECTIONS, type ProfileSectionId } from './account-sections.ts';
import './account-area.css';

const INVOICES_MENU_LABEL = 'Invoices';
const TITLE_ID = 'account-area-title';

export interface AccountAreaProps {
  title: string;
  /** The menu's current entry. */
  current: ProfileSectionId | 'invoices';
  /** The menu's Invoices entry while another page is current (the profile shows it only with invoices). */
  invoicesEntry?: ReactNode;
  /** The id of the content's heading, its accessible name (by default the page's title). */
  contentLabelledBy?: string;
  children: ReactNode;
}

export function AccountArea({
  title,
  current,
  invoicesEntry,
  contentLabelledBy,
  children,
}: AccountAreaProps) {
  return (
    <div className="container page profile">
      <span className="eyebrow">My account</span>
      <h1 id={TITLE_ID}>{title}</h1>
      <div className="profile-layout">
        <nav aria-label="Account" className="profile-menu">
          <ul>
            {PROFILE_SECTIONS.map((section) => (
              <li key={section.id}>
                <Link
                  to={`/profile?section=${section.id}`}
                  className="profile-menu-link"
                  aria-current={section.id === current ? 'page' : undefined}
                  preventScrollReset
                >
                  {section.label}
                </Link>
              </li>
            ))}
            {current === 'invoices' ? (
              <li>
                <Link to="/invoices" className="profile-menu-link" aria-current="page">
                  {INVOICES_MENU_LABEL}
                </Link>
              </li>
            ) : (
              invoicesEntry
            )}
            <li>
              <LogoutButton className="profile-menu-link profile-menu-logout" />
            </li>
          </ul>
        </nav>
        <section className="profile-content" aria-labelledby={contentLabelledBy ?? TITLE_ID}>
          {children}
        </section>
      </div>
    </div>
  );
}
