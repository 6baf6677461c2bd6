/** The invoice of an order opened from its link: `GET orders/{order_id}/invoice` with its key, then the PDF. */
import { fromRequest, type OrderLinkParams, orderInvoiceMachine } from '@lwl/machines';
import { orderLinkRequest, ordersEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function useOrderInvoice(link: OrderLinkParams) {
  const session = SessionContext.useActorRef();
  return useMachine(
    orderInvoiceMachine.provide({
      actors: {
        loadInvoice: fromRequest(({ input, signal }) => {
          const { def, input: query } = orderLinkRequest(
            ordersEndpoints['GET orders/{order_id}/invoice'],
            input,
          );
          return api.request(def, query, { signal }).then((answer) => answer.data);
        }),
        // pdf-lib, fontkit and the font load only now, on the first Download.
        makePdf: fromRequest(({ input }) =>
          import('../../lib/pdf/invoice-pdf.ts').then(({ makeInvoicePdf }) => makeInvoicePdf(input.invoice)),
        ),
      },
      actions: {
        showToast: appActions.showToast,
        expireSession: expireSessionWith(session),
        saveFile: (_, file) => downloadFile(file.fileName, file.bytes.slice().buffer, 'application/pdf'),
        logFailure: (_, { error }) => console.error(error),
      },
    }),
    { ...actorOptions(), input: link },
  );
}
