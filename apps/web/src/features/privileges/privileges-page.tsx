/**
 * /lwl-privileges: categories of partner offers and the offer
 * modal. The route is open, but its calls need a token: a guest sees a sign-in prompt instead.
 */
import { Link } from 'react-router-dom';
import { useIsSignedIn } from '../../session/session-context.ts';
import { PartnerOffers } from './partner-offers.tsx';
import '../../components/ui/button.css';
import './privileges.css';

export function Component() {
  const signedIn = useIsSignedIn();
  return (
    <div className="container page">
      <span className="eyebrow">Member benefits</span>
      <h1>LWL Privileges</h1>
      <p className="page-intro">Exclusive offers from our partners, for LWL members.</p>
      {signedIn ? (
        <PartnerOffers />
      ) : (
        <div className="card privileges-guest">
          <h2>Sign in to see your privileges</h2>
          <p>
            Partner privileges are available to LWL members. Log in with your membership e-mail to see them.
          </p>
          <div className="privileges-guest-actions">
            <Link to="/login" className="btn btn-primary">
              Login
            </Link>
            <Link to="/membership" className="btn btn-secondary">
              Explore membership
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
