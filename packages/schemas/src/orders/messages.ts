/** Texts of the order links (receipt, ticket, invoice) a buyer keeps after a purchase. */
export const ordersMessages = {
  /** Unknown order, an order not yet paid, a wrong or missing key: one answer for all. */
  notFound: "We couldn't find an order for this link. It may be mistyped or incomplete.",
  /** `resend-order-links`: the same whether or not the address bought anything. */
  linksResent: 'If that address has bought anything from us, its links are on their way.',
  tooManyResends: 'Too many links requested for this e-mail. Please wait 10 minutes and try again.',
  /** What a mentor session order bought (the receipt's item; the web's mentor pages say the same). */
  mentorSession: (mentorName: string) => `A session with ${mentorName}`,
  /** A ticket's label: 'Ticket 1 of 2'. */
  ticketLabel: (n: number, of: number) => `Ticket ${n} of ${of}`,
} as const;
