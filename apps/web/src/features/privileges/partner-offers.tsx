/** The offer categories with their cards, loading and failure states, and the offer modal. */
import { commonMessages, loadFailedMessages } from '@lwl/schemas';
import { lazy, Suspense, useRef, useState } from 'react';
import { useDialogHistory } from '../../components/ui/dialog-history.ts';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { OfferCard } from './offer-card.tsx';
import { usePartnerOffers } from './use-partner-offers.ts';

// The modal (radix Dialog) loads on the first card click, outside the page's first load.
const OfferDialog = lazy(() =>
  import('./offer-dialog.tsx').then((module) => ({ default: module.OfferDialog })),
);

export function PartnerOffers() {
  const [snapshot, send] = usePartnerOffers();
  const { categories, detail } = snapshot.context;
  const openedBy = useRef<HTMLElement | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  // Back closes the offer as × does.
  useDialogHistory(snapshot.matches({ detail: 'open' }), () => send({ type: 'detail.close' }));
  const open = (offerId: number, card: HTMLElement) => {
    openedBy.current = card;
    setDialogWanted(true);
    send({ type: 'detail.open', offerId });
  };

  return (
    <>
      {snapshot.hasTag('listLoading') ? (
        <p className="privileges-state" role="status">
          Loading privileges…
        </p>
      ) : null}
      {snapshot.matches({ list: 'failed' }) ? (
        <RetryAlert
          what={loadFailedMessages.privileges}
          detail={commonMessages.somethingWrongTryAgain}
          onRetry={() => send({ type: 'list.retry' })}
        />
      ) : null}
      {snapshot.matches({ list: 'ready' }) && categories.length === 0 ? (
        <p className="privileges-state">No privileges are available right now.</p>
      ) : null}
      {categories.map((category, index) => (
        <section
          key={category.category_description}
          className="privileges-category"
          aria-labelledby={`category-${index}`}
        >
          {/* The description is HTML from the API (e.g. '<p><strong>Travel</strong>: …</p>'). */}
          <SafeHtml
            id={`category-${index}`}
            role="heading"
            aria-level={2}
            className="privileges-category-title"
            html={category.category_description}
          />
          <ul className="offer-grid">
            {category.offers.map((offer) => (
              <OfferCard key={offer.offer_id} offer={offer} onOpen={open} />
            ))}
          </ul>
        </section>
      ))}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <OfferDialog
            open={snapshot.matches({ detail: 'open' })}
            loading={snapshot.hasTag('detailLoading')}
            detail={detail}
            onClose={() => send({ type: 'detail.close' })}
            returnFocusTo={() => openedBy.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
