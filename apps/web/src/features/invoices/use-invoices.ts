/** The Invoices view's machine with the app's effects: the two calls, the PDF (loaded on demand), the file. */
import { fromRequest, invoicesMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { loadInvoiceActor, loadInvoicesActor } from '../../account/invoices-api.ts';
import { useRetryOnReconnect } from '../../lib/connectivity.ts';
import { downloadFile } from '../../lib/download.ts';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function useInvoices() {
  const session = SessionContext.useActorRef();
  const invoices = useMachine(
    invoicesMachine.provide({
      actors: {
        loadInvoices: loadInvoicesActor,
        loadInvoice: loadInvoiceActor,
        // pdf-lib, fontkit and the font load only now, on the first Download.
        makePdf: fromRequest(({ input }) =>
          input.document === 'credit-note'
            ? import('../../lib/pdf/credit-note-pdf.ts').then(({ makeCreditNotePdf }) =>
                makeCreditNotePdf(input.invoice),
              )
            : import('../../lib/pdf/invoice-pdf.ts').then(({ makeInvoicePdf }) =>
                makeInvoicePdf(input.invoice),
              ),
        ),
      },
      actions: {
        showToast: appActions.showToast,
        expireSession: expireSessionWith(session),
        saveFile: (_, file) => downloadFile(file.fileName, file.bytes.slice().buffer, 'application/pdf'),
        logFailure: (_, { error }) => console.error(error),
      },
    }),
    actorOptions(),
  );
  useRetryOnReconnect(invoices[1]);
  return invoices;
}
