/**
 * External pages the specs link to without giving addresses.
 * These URLs are ASSUMPTIONS on the product's domain; replace them with the real ones before launch.
 */
export const EXTERNAL_LINKS = {
  corporate: 'https://www.leadingladies.network/corporate',
  community: 'https://www.leadingladies.network/community',
  refer: 'https://www.leadingladies.network/refer',
  /** The Benefits menu's external entry. */
  magazine: 'https://www.leadingladies.network/magazine',
  /** 'Join Our Community' on the India page. */
  membershipSite: 'https://www.leadingladies.network/membership',
  /** 'RSVP NOW' on the UAE page. */
  uaeLaunchRsvp: 'https://www.leadingladies.network/events/dubai-launch',
  contentLibrary: 'https://www.leadingladies.network/member/content-library',
  learningDrive: 'https://www.leadingladies.network/member/learning-drive',
  resourcesDrive: 'https://www.leadingladies.network/member/resources-and-endorsements',
  memberRulebook: 'https://www.leadingladies.network/member/rulebook',
} as const;
