/**
 * The offer detail modal: image, title, description and code (HTML, sanitised).
 * The X button, an overlay click and Escape all close it; the machine then clears the detail.
 */
import type { OfferDetail } from '@lwl/schemas';
import { Modal } from '../../components/ui/modal.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';

export interface OfferDialogProps {
  open: boolean;
  loading: boolean;
  detail: OfferDetail | null;
  onClose: () => void;
  /** The card that opened the modal gets the focus back (there is no radix Trigger to return to). */
  returnFocusTo: () => HTMLElement | null;
}

export function OfferDialog({ open, loading, detail, onClose, returnFocusTo }: OfferDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={detail?.title ?? (loading ? 'Loading offer…' : 'Offer unavailable')}
      className="offer-dialog"
      returnFocusTo={returnFocusTo}
      overlayTestId="offer-dialog-overlay"
    >
      {loading ? (
        <div className="offer-dialog-loading" role="status">
          <span className="offer-spinner" aria-hidden="true" />
          Loading the offer…
        </div>
      ) : null}
      {detail ? (
        <>
          <img src={detail.image_2} alt="" className="offer-dialog-image" width={480} height={240} />
          <SafeHtml html={detail.description} className="offer-dialog-description" />
          <div className="offer-dialog-code">
            <span className="kicker offer-dialog-code-label">Offer code</span>
            <SafeHtml html={detail.code} />
          </div>
        </>
      ) : null}
      {!loading && !detail ? <p>This offer could not be loaded. Please close and try again.</p> : null}
    </Modal>
  );
}
