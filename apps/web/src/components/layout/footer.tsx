/**
 * The shared footer: Past Events, Membership, Profile, Find my tickets and Logout. A guest sees Login
 * (to /login) where a member sees Logout. Its Logout button also serves the profile menu.
 */
import { FIND_TICKETS_LINK, FOOTER_LINKS, HEADER_LOGIN_LINK, LOGOUT_LABEL } from '@lwl/schemas';
import { Link, NavLink } from 'react-router-dom';
import { SessionContext, useIsSignedIn } from '../../session/session-context.ts';
import './footer.css';

export function Footer() {
  const signedIn = useIsSignedIn();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="site-footer-brand">
          <span className="site-footer-mark" aria-hidden="true">
            LWL
          </span>
          <p>A community of women professionals and leaders.</p>
        </div>
        <nav aria-label="Footer" className="site-footer-nav">
          <ul className="site-footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="site-footer-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to={FIND_TICKETS_LINK.to} className="site-footer-link">
                {FIND_TICKETS_LINK.label}
              </Link>
            </li>
            <li>
              {signedIn ? (
                <LogoutButton className="site-footer-link site-footer-logout" />
              ) : (
                <NavLink to={HEADER_LOGIN_LINK.to} end className="site-footer-link">
                  {HEADER_LOGIN_LINK.label}
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
        <p className="site-footer-legal">© LWL. All rights reserved.</p>
      </div>
    </footer>
  );
}

/** The 'Logout' button of the footer and of the profile menu: it ends the session. */
export function LogoutButton({ className }: { className: string }) {
  const session = SessionContext.useActorRef();
  return (
    <button type="button" className={className} onClick={() => session.send({ type: 'session.logout' })}>
      {LOGOUT_LABEL}
    </button>
  );
}
