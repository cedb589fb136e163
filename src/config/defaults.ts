/** Business constants from spec §9, used wherever the page does not print its own value. */
export const DEFAULTS = {
  currency: 'RON',
  /** §3.11, §9: the store's timezone as analytics report it. */
  timezone: '+03:00',
  country: 'RO',
  locale: 'ro',
  /** §9 Cart */
  cartRedirectAfterAdd: false,
  miniCartRevealMs: 5000,
  fragmentsTimeoutMs: 5000,
  fragmentsLifetimeMs: 86_400_000,
  /** §9 Price labels */
  priceDecimals: 2,
  priceDecimalSeparator: '.',
  priceThousandSeparator: ',',
  /** What WooCommerce prints for RON in the Romanian locale, right of the number after a space. */
  currencySymbol: 'lei',
  currencyPosition: 'right_space',
  /** §9 last line */
  chunkLoadTimeoutMs: 120_000,
  restPageSize: 100,
  /** §9 Gallery: a pointer moves this far before a drag starts; zoom and gallery re-init delays. */
  galleryDragThresholdPx: 15,
  galleryZoomReinitMs: 100,
  galleryInitMs: 300,
  /** §9 Notices: focus a new notice after 500 ms; scroll to notices keeping 100 px over 1 s. */
  noticeFocusDelayMs: 500,
  noticeScrollOffsetPx: 100,
  noticeScrollMs: 1000,
  fieldDescriptionSlideMs: 250,
  /** §9 Search: the suggestion list scrolls past 300 px. */
  searchSuggestionsMaxHeightPx: 300,
  /** §9 Product page / Theme */
  quickViewRemovalMs: 300,
  lightboxRemovalMs: 300,
  /** §9 Theme: scroll animation (back to top). */
  themeScrollMs: 500,
  stickyHeaderHeightPx: 60,
  /** §9 Theme: a sticky column (sidebar) stays this far below the sticky header. */
  stickyColumnGapPx: 30,
  /** §9 Theme: Flatsome's screen sizes — large from 850 px, medium 550–849 px, small up to 549 px. */
  largeScreenMinPx: 850,
  mediumScreenMinPx: 550,
  /** §9 Theme: equalize-box columns per screen size when the row's classes name none. */
  equalizeColumns: { large: 3, medium: 3, small: 2 },
  /** §9 Theme: the page loader leaves the document 1 s after the page is ready. */
  pageLoaderRemovalMs: 1000,
  resultCountReannounceMs: 2000,
} as const;
