/**
 * What the registry cannot say about a widget: what it renders with, what legacy behaviour it takes
 * over (in words: the handles themselves come from the registry's `retires`) and how far it goes.
 * Keyed by widget name; tests/docs/widgets-table.test.ts checks the keys are the registry's names
 * and that no note names a handle its row does not retire.
 */
export interface WidgetNote {
  /** React where the widget draws UI of its own; DOM where it only listens to, fills or rearranges server markup. */
  readonly renders: string;
  readonly replaces: string;
  readonly status: string;
}

export const WIDGET_NOTES: Readonly<Record<string, WidgetNote>> = {
  accordion: {
    renders: 'DOM: server panels made APG',
    replaces: "Flatsome's accordion",
    status: 'APG accordion, `#hash` and `rel` open one (e2e)',
  },
  'add-to-cart': {
    renders: "DOM: listens to the server's buttons",
    replaces: "WooCommerce's AJAX add-to-cart buttons in product lists",
    status:
      "FIFO queue, states, 'Vezi coșul', live region, errors; the first press shows busy before the chunk (mini-cart-light), played once (e2e)",
  },
  'admin-notices': {
    renders: 'DOM: server buttons; React would be fetched for one sentence',
    replaces: 'the dismissible notices library',
    status: 'leaves at once, back with a message and focus if the call fails, every fault (e2e)',
  },
  'anti-spam': {
    renders: 'DOM: no UI (hidden fields)',
    replaces: "Akismet's behaviour fields",
    status: 'the 14 `ak_` behaviour fields once per submit, bounded samples, none on forms posting elsewhere (e2e)',
  },
  'back-to-top': {
    renders: 'DOM: one server link',
    replaces: "Flatsome's back-to-top link",
    status: 'shown past the first screen, no smooth scroll with reduced motion (e2e)',
  },
  'block-edit-links': {
    renders: 'React',
    replaces: "Flatsome's 'Edit block' links",
    status:
      "for page editors only (`can_edit_pages`), the builder and back-end links over the block's corner, shown under the pointer or on focus, the block outlined meanwhile; a block in a menu opens the builder with its `menu_id` (unit; the fixture has no block in a menu); nothing for guests, even on a cached editor page (e2e). 1.3 KB gzip",
  },
  'card-swatches': {
    renders: 'DOM: marks the printed swatches',
    replaces: "Flatsome's swatches in product lists",
    status:
      'image swap, link attribute, reset on leave; first hover, click, tap and key answered without React, each swatch named by its colour (e2e)',
  },
  'cart-fragments': {
    renders: 'DOM: no UI: cache and fragments',
    replaces: "WooCommerce's cart fragments: the cached header count and mini-cart HTML",
    status: '§4.2 cache, no request for an empty cart or a valid cache, other tab, bfcache (e2e)',
  },
  'cart-page': {
    renders: "DOM: listens to the server forms, swaps the answered page's regions",
    replaces:
      "WooCommerce's cart.js: update and remove without a reload, coupons, shipping methods, shipping calculator",
    status:
      'update and remove links without a reload, coupons (`apply_coupon` / `remove_coupon`), shipping methods (`update_shipping_method`), calculator disclosure, legacy events, faults (e2e)',
  },
  'checkout-invoicing': {
    renders: 'React',
    replaces:
      "pf/pj toggling of the SmartBill fields; from WooCommerce's checkout script: ship-to-different, create-account reveals, inline field validation",
    status:
      "pf/pj rows per address, ship-to copy, company details, advisory CNP/CIF/reg. com. messages rendered with React, Bucharest sector check behind its setting, inline validation of required / e-mail / phone rows (WooCommerce's classes and `aria-invalid`, jQuery `validate` heard; unit, e2e)",
  },
  'coming-soon-banner': {
    renders: 'DOM: one server button',
    replaces: "WooCommerce's coming-soon banner (nothing retired)",
    status: 'REST call with the nonce header, hidden after, every fault (e2e)',
  },
  'consent-scripts': {
    renders: 'DOM: no UI',
    replaces: "CookieLawInfo's script blocker",
    status:
      'runs a parked script once its category is accepted, in page order; withdrawal stops further loads; no consent system → assumed (e2e)',
  },
  'contact-form': {
    renders: 'React',
    replaces:
      'Contact Form 7 and its schema validation (their `wp-i18n` / `wp-hooks` dependencies stay for other plugins)',
    status:
      '§5.4 schema validation on change, REST submit with every §4.7 status, class and `wpcf7*` event, window `wpcf7`, reset and refill, acceptance/free-text/exclusive/URL/counter helpers, misplaced form, draft; React response area and error list (e2e)',
  },
  'content-slider': {
    renders: 'DOM: server slides made an APG carousel',
    replaces: "Flatsome's Flickity content sliders",
    status:
      'APG carousel, rotation button, pause on pointer, stop on focus, still with reduced motion; controls drawn in the DOM, no React (e2e)',
  },
  'content-tabs': {
    renders: 'DOM: server tabs made APG',
    replaces: "Flatsome's tabs",
    status: 'APG tabs, URL `#hash` opens one, choosing replaces the hash (e2e)',
  },
  'cookie-consent': {
    renders: 'React',
    replaces: "CookieLawInfo's banner, settings modal and CCPA opt-out",
    status:
      '§3.12 cookies, show-once 4000 ms and 100 px scroll close, accept / reject / accept all, settings on the ui Dialog, manage consent, CCPA opt-out checkbox and prompt, no layout shift, never covers focus (e2e)',
  },
  'count-up': {
    renders: 'DOM: rewrites a number',
    replaces: "Flatsome's count-up",
    status: '4 s count in the printed format, final value for screen readers, still with reduced motion (e2e)',
  },
  'discount-swap': {
    renders: 'DOM: listens to server controls',
    replaces: "Woo Discount Rules' free-product swap in the cart",
    status: '(e2e)',
  },
  'equalize-box': {
    renders: 'DOM: sets min-heights',
    replaces: "Flatsome's equalize-box rows",
    status:
      "titles, prices, buttons and box texts level per row of 3/3/2 (or the row's columns) at 850/550 px; again on resize and image load (e2e)",
  },
  'filter-chips': {
    renders: 'DOM: draws the chips into the printed panel',
    replaces: "WOOF's active-filter chips, drawn by its front.js at load",
    status: 'drawn when the panel is seen, no touch, no React; remove one value, clear all (e2e)',
  },
  'header-nav': {
    renders: 'React',
    replaces: "Flatsome's dropdowns and sticky header, with hoverIntent",
    status:
      'APG disclosure dropdowns (hover + keyboard), sticky and hide-on-scroll header (the cart reveal forces it back), back into view at the top; DOM + React toggles (e2e)',
  },
  lightbox: {
    renders: 'React',
    replaces: "Flatsome's Magnific Popup lightboxes",
    status:
      'galleries on PhotoSwipe, image / video (YouTube, Vimeo, file; embedded once opened) and inline panels in one Dialog; React (e2e)',
  },
  listing: {
    renders: 'DOM: listens to server links and forms',
    replaces:
      "sort and quantity-min parts of WooCommerce's own script and Flatsome's result-count and link rewriting; both live in scripts that stay, so nothing is retired",
    status: '(e2e)',
  },
  'live-search': {
    renders: 'React',
    replaces: "Flatsome's live search",
    status:
      "React on ui Combobox (floating-ui), from 3 characters with the category, newest query wins, suggestions as text, navigates only to this shop's http(s) URLs, Enter without a choice posts the form, every fault (e2e + unit)",
  },
  'mini-cart': {
    renders: 'React',
    replaces:
      "the mini-cart's remove links; Flatsome's cart reveal and off-canvas cart (in the theme's script, which stays)",
    status: 'remove without reload, reveal 5 s, off-canvas dialog, hide-when-empty (e2e)',
  },
  'mini-cart-light': {
    renders: 'DOM',
    replaces: 'the mini-cart, the header cart and the add buttons before their chunks come',
    status:
      'the printed off-canvas panel opens at the first click, tap or Enter, the printed header dropdown at the first hover or focus (Space, ArrowDown, Escape), an add button shows busy (`loading`, aria-busy) at the first click, tap, Enter or Space, before React, header-nav or add-to-cart; stands down once they are mounted; the off-canvas and hide-if-empty parts are fetched only where they are (e2e + unit)',
  },
  'mobile-menu': {
    renders: 'React',
    replaces: "Flatsome's off-canvas menu",
    status:
      'off-canvas Dialog, sliding sub-levels with Back, focus per level, menu tabs; the server panel (search form included) is moved into the dialog; React (e2e)',
  },
  newsletter: {
    renders: 'DOM: listens to server fields',
    replaces: "Mailchimp for WooCommerce's cart e-mail capture and checkout consent",
    status:
      '2 s keyup / leave, encoded body (a `+` survives), §5.9 pattern, no resend, `mc_cart_id` look-up, cart e-mail cookies, consent block slides (unit, e2e)',
  },
  'order-attribution': {
    renders: 'DOM: no UI (hidden fields)',
    replaces: "WooCommerce's order attribution and the Sourcebuster traffic tracker (both handle names)",
    status:
      '§4.10 source types, visits and pages per session, hidden inputs survive redraws, allow/disallow tracking, consent API, block extension data (unit, e2e)',
  },
  'order-review': {
    renders: 'React',
    replaces:
      "from WooCommerce's checkout script: review refresh, payment boxes, placement, terms, coupon form, login toggle",
    status:
      '§4.3 triggers, newest request wins, fragments swapped when changed, field-error links, terms in the ui Dialog, jQuery `update_checkout`/`updated_checkout`/`checkout_error`, coupon form and remove links (`apply_coupon`/`remove_coupon` through the cart queue, answers in the checkout notices as text, code kept on error, `applied_coupon_in_checkout`/`removed_coupon_in_checkout`), `a.showcoupon` / `a.showlogin` as disclosures (unit, e2e)',
  },
  'orders-table': {
    renders: 'DOM: wraps a server table',
    replaces: "Flatsome's touch-scroll wrapper of the orders table",
    status: 'sideways scroll on phones, margins moved so nothing shifts, focusable named group while it scrolls (e2e)',
  },
  'page-loader': {
    renders: 'DOM: removes a server cover',
    replaces: "Flatsome's page loader",
    status: 'fades at once, gone 1 s later; at once with reduced motion (e2e)',
  },
  'password-strength': {
    renders: 'React',
    replaces: "WooCommerce's password strength meter and the 822 KB `zxcvbn.min.js` it fetched at `load`",
    status:
      "§4.12 states, §5.10 labels, hint, submit rule (checkout only with stop_checkout), page and profile words, chunk faults leave it at 'unknown' (e2e). Estimator runs on @zxcvbn-ts/core with the shop's own common-password list and a QWERTY graph: the language packages are not used because their lists do not fit the 70 KB per-chunk budget (measured 2026-11-23, gzip -9: language-common's passwords 204 KB, language-en's common words 224 KB, last names 251 KB)",
  },
  'password-toggle': {
    renders: 'React',
    replaces: "the show-password part of WooCommerce's own script (its other parts stay, so nothing is retired)",
    status:
      "`span.password-input` (checkout's `span.woocommerce-input-wrapper` marked, not wrapped again) + `button.show-password-input`, 'Arată parola' / 'Ascunde parola', pointer keeps focus in the field, posts as a password (e2e)",
  },
  'photo-feed': {
    renders: 'DOM: inserts server HTML',
    replaces: "Flatsome's Instagram feed (`flatsome_load_instagram`)",
    status:
      "same-origin HTML replaces the placeholders; 'Instagram error: …' to admin-bar visitors only, every fault (e2e)",
  },
  'post-rating': {
    renders: 'React',
    replaces: "Rate My Post's rating, feedback and social widgets",
    status:
      'React on ui Stars (APG radio group, hover texts as names), vote at once or with the submit button, feedback after a low vote (draft kept across a reload), has-rated / no-privilege, duplicates removed, ajaxLoad, errorMsg as text, every fault (e2e + unit)',
  },
  'post-rating-light': {
    renders: 'DOM',
    replaces: "Rate My Post's load-time work before React comes",
    status:
      "when a rating or results widget is seen: later duplicates of the post removed, the ajaxLoad counts asked for once (`widgets/content/shared/state/post-results-load.ts`, shared with `post-rating`) and written, the has-rated / no-privilege state drawn (the `rmp-rate` cookie), with a vote's unsent feedback draft of this tab shown in place of the stars (`widgets/content/shared/state/post-feedback.ts`); a clicked star shown chosen in the next paint; goes when `post-rating` takes the widget over (e2e + unit)",
  },
  'post-rating-results': {
    renders: 'React',
    replaces: "Rate My Post's results widget",
    status:
      "average icons with the plugin's half-star rounding, count or the no-votes text, follows votes and `load_results` (e2e + unit)",
  },
  'product-analytics': {
    renders: 'DOM: no UI',
    replaces: 'the store analytics `product_view` push',
    status: '(unit)',
  },
  'product-filter': {
    renders: 'React',
    replaces:
      'HUSKY (WOOF) filter front end, its tooltips and range slider; WOOF\'s per-type item scripts and its SKU and rating extensions run under handles to be read from the live page\'s `<script id="…-js">` tags before they join the registry',
    status: '§4.4 semantics, chips, toggles, price filters, SKU combobox, lock and overlay, AJAX mode (e2e)',
  },
  'product-filter-light': {
    renders: 'DOM',
    replaces: "WOOF's answer to a tick before the filter's chunk comes",
    status:
      "a tick (click, tap, Space) shows ticked in the next paint, a submit (filter button, a tick with autosubmit) WOOF's loading popup; the held click is played once to the filter (e2e + unit)",
  },
  'product-gallery': {
    renders: "DOM: server slider; the lightbox is PhotoSwipe's",
    replaces:
      "the product gallery part of WooCommerce's single-product script, FlexSlider, zoom and the PhotoSwipe lightbox (both handle names)",
    status: 'slider, zoom rules, PhotoSwipe lightbox loaded on first open (e2e)',
  },
  'product-tabs': {
    renders: 'DOM: server tabs made APG',
    replaces: "the tabs part of WooCommerce's single-product script",
    status: 'APG tabs, §2.3 opening rules (e2e)',
  },
  quantity: {
    renders: "DOM: listens to the server's buttons",
    replaces: "Flatsome's quantity buttons",
    status: '§5.7 (e2e)',
  },
  'quantity-discounts': {
    renders: 'DOM: swaps server HTML fields',
    replaces: "Woo Discount Rules' quantity-discount table and dynamic price",
    status: 'both settings, last quantity wins (e2e)',
  },
  'quick-view': {
    renders: 'React',
    replaces: "Flatsome's quick view (`flatsome_quickview` and its lightbox)",
    status: 'modal dialog, focus trap and return, widgets inside mount (e2e)',
  },
  'review-form': {
    renders: 'DOM, drawn when seen',
    replaces: "the review stars of WooCommerce's single-product script and WordPress's comment reply",
    status: 'radio-group rating drawn when the form is seen, reply/cancel, Ctrl/Cmd+Enter (e2e)',
  },
  'reviews-all': {
    renders: 'DOM list; React add-review form',
    replaces: "Customer Reviews' all-reviews block (`[cusrev_all_reviews]`, `/recenzii/`)",
    status:
      "star filter, sort, search, tags, numbered pages (button semantics, `aria-current`, focus to the list top) or show more, newest query wins, failures keep the list with a retry; votes, review media in the lightbox; the block's add-review form (the product form's checks and post, item -1) (unit, e2e)",
  },
  'reviews-classic-form': {
    renders: 'React: stars and media in the server form',
    replaces: "Customer Reviews' additions to the classic review form (AJAX reviews off)",
    status:
      "APG stars with n/5 for the overall and criteria ratings, uploads (§5.3 rules, progress, delete), the captcha's check before the post (e2e)",
  },
  'reviews-form': {
    renders: 'React',
    replaces: "Customer Reviews' AJAX review form beside the list",
    status:
      "APG stars with n/5, criteria, questions, terms, captcha, §5.1 errors, result states, uploads (§5.3 rules, progress, delete), drafts kept across failures and reloads; shown in the list's place, the add-review button `aria-expanded`, closing returns focus to it (unit, e2e)",
  },
  'reviews-grid': {
    renders: 'DOM masonry; React for show more',
    replaces: "Customer Reviews' grid: masonry, show more, card images in the lightbox",
    status:
      "masonry in 3 / 2 / 1 columns by the grid's width (§9), new cards to the shortest column without moving shown ones, re-laid only on a breakpoint change; show more with `comment__not_in` carried forward, duplicates dropped, focus to the first new card, count announced; failures (server text, else Romanian) in red under the button, retry keeps every card; card images are named buttons opening the shared lightbox; cards readable in the server flow without JS (unit, e2e)",
  },
  'reviews-histogram': {
    renders: 'DOM: server rows made buttons',
    replaces: "Customer Reviews' histogram with AJAX reviews off",
    status: 'a row reloads the page filtered (`ivrating`), the chosen row clears it (e2e)',
  },
  'reviews-list': {
    renders: 'DOM list; React status line',
    replaces: "Customer Reviews' AJAX list, votes and media (and its PhotoSwipe for review images)",
    status:
      'histogram filter, sort, search, tags, show more, newest query wins; votes; review images and the customer-images strip in the lightbox at the chosen image, review videos play/pause; one `cr_auto_download_media_frontend` a visit for external review media (unit, e2e)',
  },
  'reviews-qna': {
    renders: 'React forms in the server block',
    replaces: "Customer Reviews' Q & A block",
    status: 'search, ask and answer forms (§5.1 errors, captcha, drafts), show more, votes (unit, e2e)',
  },
  'reviews-slider': {
    renders: 'DOM: server cards made an APG carousel',
    replaces: "Customer Reviews' slick slider for `[cusrev_reviews_slider]` and its read-more handlers",
    status:
      "APG carousel (rotation button only when the block asks for autoplay, pause on pointer, stop on focus, still with reduced motion), slides per view from the block's slick breakpoints, arrow keys on the controls, swipe, read more / less with aria-expanded, customer images in the lightbox at the chosen image (its opener fetched on the first pointer or focus on the slider); plain DOM controls, no React fetched (unit, e2e)",
  },
  'sticky-add-to-cart': {
    renders: 'DOM: shows/hides a server bar',
    replaces: "Flatsome's sticky add-to-cart bar",
    status: '(e2e)',
  },
  'sticky-column': {
    renders: 'DOM: sets position and offset',
    replaces: "Flatsome's sticky sidebars (is-sticky-column)",
    status: 'sticks sticky_height + 30 px from the top at ≥ 850 px; a taller column by its bottom (e2e)',
  },
  'store-notice': {
    renders: 'DOM: one server button',
    replaces:
      "the store-notice part of WooCommerce's own script (it also does passwords and notice focus, so nothing is retired)",
    status: '`store_notice{id}=hidden`, no reload (e2e)',
  },
  'trust-badge': {
    renders: "DOM: the plugin's two badges made a disclosure button and a close button",
    replaces: "Customer Reviews' floating trust badge",
    status:
      '§4.6 compact → expanded → compact → hidden, `cr_hide_trustbadge=true` for 24 h on `/`, hidden when a cached page still prints it, Escape, focus handed on, lifted above the bottom bars without a layout shift; chunk 1.9 KB gzip (unit, e2e)',
  },
  'variation-swatches': {
    renders: 'React',
    replaces: "Flatsome's variation swatches (theme script)",
    status:
      'an APG radio group over each attribute select, reading the choices the `variations` widget publishes (e2e)',
  },
  variations: {
    renders: 'DOM: fills server fields; its swatches are `variation-swatches` (React)',
    replaces: "WooCommerce's variation form (its swatches are `variation-swatches`)",
    status:
      'swatches, price, stock, GTIN/MPN/brand, image; until `variation-swatches` is mounted, the printed swatches answer a click, tap, Space, Enter, arrows, Home and End as its radio group does (e2e + unit)',
  },
};
