import type { ReactNode } from 'react';
import './auth.css';

/** The two-panel frame of the sign-in pages. */
export function AuthLayout({
  aside,
  children,
}: {
  aside: { title: string; text: string };
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <div className="stack auth-aside">
          <h2>{aside.title}</h2>
          <p>{aside.text}</p>
        </div>
        <div className="auth-main">{children}</div>
      </div>
    </div>
  );
}
