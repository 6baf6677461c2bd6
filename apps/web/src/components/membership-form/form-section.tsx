/** A titled section of the purchase and sign-up forms (Membership Details, Personal Details, ...). */
import type { ReactNode } from 'react';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="membership-form-section card" aria-labelledby={id}>
      <h2 id={id} className="membership-form-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
