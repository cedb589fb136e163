import { injectStylesOnce } from '../../../ui/styles.ts';

/**
 * The layout slick's CSS gave the slider (.slick-list / .slick-track), for the viewport and track
 * this widget inserts. Injected once; before mount (and without JS) the cards stack as printed.
 */
const CSS = `
.vitrina-rs-viewport{overflow:hidden;touch-action:pan-y;padding:4px 0}
.vitrina-rs-track{display:flex;align-items:flex-start;transition:transform .35s ease}
@media (prefers-reduced-motion:reduce){.vitrina-rs-track{transition:none}}
.vitrina-rs-track>.cr-review-card{flex:0 0 calc(100% / var(--vitrina-rs-per-view,1));max-width:calc(100% / var(--vitrina-rs-per-view,1));box-sizing:border-box;padding:0 6px;min-width:0}
.vitrina-rs-buttons{display:flex;justify-content:flex-end;align-items:center;gap:6px;margin-bottom:6px}
.vitrina-rs-buttons .button{margin:0;min-width:44px;min-height:44px}
.vitrina-rs-rotation{margin-right:auto!important}
.vitrina-rs-dots{display:flex;flex-wrap:wrap;justify-content:center;gap:2px;list-style:none;margin:8px 0 0;padding:0}
.vitrina-rs-dots li{margin:0}
.vitrina-rs-dot{width:24px;height:24px;padding:0;border:0;background:none;cursor:pointer;position:relative}
.vitrina-rs-dot::before{content:'';position:absolute;left:7px;top:7px;width:10px;height:10px;border-radius:50%;background:#767676}
.vitrina-rs-dot[aria-current="true"]::before{background:#111}
.vitrina-rs-dot:focus-visible{outline:2px solid #000;outline-offset:1px}
.vitrina-rs-readmore{display:inline;margin:0;padding:0;border:0;background:none;color:#0b5394;text-decoration:underline;cursor:pointer;font:inherit;min-height:24px}
`;

export function ensureSliderStyles(): void {
  injectStylesOnce('reviews-slider', CSS);
}
