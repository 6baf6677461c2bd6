/** An offer card: the partner's logo, its short description and an optional city tag. */
import type { OfferCard as Offer } from '@lwl/schemas';

export function OfferCard({
  offer,
  onOpen,
}: {
  offer: Offer;
  onOpen: (offerId: number, card: HTMLElement) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className="offer-card"
        onClick={(event) => onOpen(offer.offer_id, event.currentTarget)}
        aria-haspopup="dialog"
      >
        <img
          src={offer.image}
          alt={`${offer.title} logo`}
          className="offer-logo"
          width={160}
          height={80}
          loading="lazy"
        />
        <span className="offer-title">{offer.title}</span>
        <span className="offer-text">{offer.short_description}</span>
        {offer.cityTag ? (
          <img
            src={offer.cityTag.src}
            alt={offer.cityTag.alt}
            className="offer-city"
            width={72}
            height={24}
            loading="lazy"
          />
        ) : null}
      </button>
    </li>
  );
}
