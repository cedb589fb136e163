/**
 * The few rules the shared ui parts need that inline styles cannot express (keyframes, reduced
 * motion, ::backdrop). Injected once, on first use, as one small <style>; class names are prefixed
 * so they never meet the theme's.
 */
const CSS = `
.vitrina-spinner{display:inline-block;width:1.5em;height:1.5em;border:3px solid rgba(0,0,0,.15);border-top-color:currentColor;border-radius:50%;animation:vitrina-spin .8s linear infinite;box-sizing:border-box}
@keyframes vitrina-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.vitrina-spinner{animation-duration:2.4s}}
.vitrina-busy{position:relative}
.vitrina-busy-overlay{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,.6);z-index:5}
.vitrina-dialog{border:0;padding:20px;max-width:min(900px,95vw);max-height:90vh;overflow:auto;box-shadow:0 4px 24px rgba(0,0,0,.3);color:#333;background:#fff}
.vitrina-dialog::backdrop{background:rgba(0,0,0,.6)}
.vitrina-dialog-close{float:right;font-size:28px;line-height:1;background:none;border:0;cursor:pointer;color:#333;padding:0 4px;min-width:44px;min-height:44px}
.vitrina-stars{display:inline-flex;gap:2px}
.vitrina-star{cursor:pointer;font-size:1.4em;line-height:1;padding:0 2px;color:#999;background:none;border:0}
.vitrina-star[data-filled="true"]{color:#b35900}
.vitrina-star[aria-disabled="true"]{cursor:default}
.vitrina-dual-range{position:relative}
.vitrina-dual-range input[type="range"]{position:absolute;left:0;top:0;width:100%;height:100%;margin:0;padding:0;background:none;pointer-events:none;-webkit-appearance:none;appearance:none}
.vitrina-dual-range input[type="range"]::-webkit-slider-runnable-track{height:4px;background:#ccc;border-radius:2px}
.vitrina-dual-range input[type="range"]::-moz-range-track{height:4px;background:#ccc;border-radius:2px}
.vitrina-dual-range input[type="range"]::-webkit-slider-thumb{pointer-events:auto;-webkit-appearance:none;width:18px;height:18px;margin-top:-7px;border-radius:50%;background:#446084;border:2px solid #fff;cursor:pointer}
.vitrina-dual-range input[type="range"]::-moz-range-thumb{pointer-events:auto;width:14px;height:14px;border-radius:50%;background:#446084;border:2px solid #fff;cursor:pointer}
.vitrina-dual-range input[type="range"]:focus-visible{outline:none}
.vitrina-dual-range input[type="range"]:focus-visible::-webkit-slider-thumb{outline:2px solid #000;outline-offset:2px}
.vitrina-dual-range input[type="range"]:focus-visible::-moz-range-thumb{outline:2px solid #000;outline-offset:2px}
.vitrina-listbox{list-style:none;margin:0;padding:0;border:1px solid #ccc;background:#fff;max-height:320px;overflow:auto;z-index:1000;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.vitrina-listbox [role="option"]{padding:6px 8px;cursor:pointer;margin:0}
.vitrina-listbox [role="option"][aria-selected="true"]{background:#e8eef7}
`;

const injected = new Map<string, HTMLStyleElement>();

/**
 * Puts `css` in the page once under `key` (a `data-vitrina-<key>` <style> in <head>), again only if
 * something removed it. Widgets with rules of their own use it too, so every sheet is found the same way.
 */
export function injectStylesOnce(key: string, css: string): void {
  if (injected.get(key)?.isConnected) return;
  const style = document.createElement('style');
  style.setAttribute(`data-vitrina-${key}`, '');
  style.textContent = css;
  document.head.append(style);
  injected.set(key, style);
}

export function ensureUiStyles(): void {
  injectStylesOnce('ui', CSS);
}
