/**
 * The Invoices links of the account area (its menu and each purchase row), shown only when the
 * backend has invoices: a backend without the extension answers 404 for the list, and they hide.
 */
import { invoicesMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router-dom';
import { loadInvoicesActor } from '../../account/invoices-api.ts';

const InvoicesAvailable = createContext(false);

/** Asks the list once for the whole account area; the sections report failures and 401s themselves. */
export function InvoicesAvailability({ children }: { children: ReactNode }) {
  const [snapshot] = useMachine(
    invoicesMachine.provide({
      actors: { loadInvoices: loadInvoicesActor },
      actions: { showToast: () => {}, expireSession: () => {} },
    }),
  );
  const available = snapshot.matches('ready') || snapshot.matches('empty');
  return <InvoicesAvailable.Provider value={available}>{children}</InvoicesAvailable.Provider>;
}

function useInvoicesAvailable(): boolean {
  return useContext(InvoicesAvailable);
}

/** 'Invoice' on a purchase row, named for the purchase. */
export function InvoiceRowLink({ purchase }: { purchase: string }) {
  if (!useInvoicesAvailable()) return null;
  return (
    <Link to="/invoices" className="purchase-invoice-link" aria-label={`Invoices (${purchase})`}>
      Invoice
    </Link>
  );
}

/** 'Invoices' in the account menu, before Logout. */
export function InvoicesMenuLink() {
  if (!useInvoicesAvailable()) return null;
  return (
    <li>
      <Link to="/invoices" className="profile-menu-link">
        Invoices
      </Link>
    </li>
  );
}
