/**
 * /loader: the specs name the route without content. Our choice: the full-screen branded loader the
 * app shows while it boots or redirects; it then goes on to the member dashboard (/) when signed in,
 * else to /upcoming-events (replacing /loader in the history).
 */
import { isSignedIn } from '@lwl/machines';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionSelector } from '../../session/session-context.ts';
import '../../components/ui/loading-overlay.css';
import './loader.css';

export function Component() {
  const signedIn = useSessionSelector((s) => isSignedIn(s.context));
  const navigate = useNavigate();
  const target = signedIn ? '/' : '/upcoming-events';
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <div className="brand-loader" role="status" aria-live="polite">
      <span className="brand-loader-mark" aria-hidden="true">
        LWL
      </span>
      <span className="loading-spinner" aria-hidden="true" />
      <span className="brand-loader-text">Getting things ready…</span>
    </div>
  );
}
