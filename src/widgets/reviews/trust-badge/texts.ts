/** Names the plugin's markup lacks; the badge's own texts come from the server. */
export const TRUST_BADGE_TEXTS = {
  region: 'Evaluările magazinului',
  /** The close control while the badge is expanded: it only collapses it. */
  collapse: 'Restrânge evaluările magazinului',
  /** The close control on the compact badge: it hides the badge for a day. */
  dismiss: 'Ascunde evaluările magazinului',
  hidden: 'Evaluările magazinului au fost ascunse pentru 24 de ore.',
  stars: (rating: string) => `Evaluare ${rating} din 5`,
} as const;
