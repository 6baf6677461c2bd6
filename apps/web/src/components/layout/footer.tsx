/** The shared footer (platform.md §2): Past Events, Membership, Profile and Logout; its Logout button also serves the profile menu. */
import { FOOTER_LINKS, LOGOUT_LABEL } from '@lwl/schemas';
import { Link } from 'react-router-dom';
import { SessionContext } from '../../session/session-context.ts';
import './footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="site-footer-brand">
          <span className="site-footer-mark" aria-hidden="true">
            LWL
          </span>
          <p>A community of women professionals and leaders.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <LogoutButton className="site-footer-logout" />
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer-legal">
        <p>© LWL. All rights reserved.</p>
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
