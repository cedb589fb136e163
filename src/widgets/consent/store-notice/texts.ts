export const STORE_NOTICE_TEXTS = {
  /** The region's name when the shop prints none. */
  region: 'Anunțul magazinului',
} as const;
