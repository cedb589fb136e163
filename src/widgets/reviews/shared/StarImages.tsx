const STAR_PATH =
  'M10.5 .3c.2-.4.8-.4 1 0l3 5.7c.1.2.2.3.4.3l6.6.9c.5.1.7.6.3.9l-4.8 4.5c-.1.1-.2.3-.2.5l1.2 6.3c.1.4-.4.7-.8.5l-6-3c-.1-.1-.3-.1-.5 0l-6 3c-.4.2-.9-.1-.8-.5l1.2-6.3c0-.2 0-.4-.2-.5L.2 8.1c-.3-.3-.1-.8.3-.9l6.6-.9c.2 0 .4-.1.4-.3z';

/*
 * Both images carry an inline display, as frontend.js 5.117's jQuery `.show()`/`.hide()` leave them
 * (an svg's default display is `inline`). css/frontend.css 5.117 L497 sets `.cr-rating-act` to
 * `display: none`, so a filled star drawn without an inline display has no image: it shrinks to its
 * padding, the stars after it slide under the pointer, and hover fills the next one (on the classic
 * form no click would land on the star aimed at).
 */
const SHOWN = { display: 'inline' } as const;
const HIDDEN = { display: 'none' } as const;

/** 5.117 `display_rating()`'s two star images per `.cr-review-form-rating-inner`; one is shown. */
export function StarImages({ filled }: { readonly filled: boolean }) {
  return (
    <>
      <svg
        width="22"
        height="20"
        viewBox="0 0 22 20"
        aria-hidden="true"
        focusable="false"
        className="cr-rating-deact"
        style={filled ? HIDDEN : SHOWN}
      >
        <path d={STAR_PATH} fill="#DFE4E7" />
      </svg>
      <svg
        width="22"
        height="20"
        viewBox="0 0 22 20"
        aria-hidden="true"
        focusable="false"
        className="cr-rating-act"
        style={filled ? SHOWN : HIDDEN}
      >
        <path d={STAR_PATH} fill="#F4DB6B" />
      </svg>
    </>
  );
}
