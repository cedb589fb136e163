import { injectStylesOnce } from '../../../ui/styles.ts';

/**
 * The links sit over the block's top-right corner (the marker is a zero-height box right before
 * the block, so nothing moves), shown while the block is under the pointer or a link has focus;
 * the block gets an outline meanwhile, so the editor sees which block the links edit.
 */
const CSS = `
.block-edit-link{position:relative;height:0}
.vitrina-block-edit{position:absolute;top:4px;right:4px;z-index:30;display:flex;gap:4px;opacity:0;transition:opacity .15s}
.block-edit-link.vitrina-block-hovered .vitrina-block-edit,.vitrina-block-edit:focus-within{opacity:1}
.vitrina-block-edit a{display:inline-block;min-height:24px;padding:4px 8px;box-sizing:border-box;border-radius:3px;background:#1e1e1e;color:#fff;font-size:12px;line-height:16px;text-decoration:none}
.vitrina-block-edit a:hover,.vitrina-block-edit a:focus-visible{background:#2b4a6f;color:#fff;outline:2px solid #1e1e1e;outline-offset:1px}
.block-edit-link.vitrina-block-hovered+*,.block-edit-link:focus-within+*{outline:1px dashed #2b4a6f;outline-offset:2px}
@media (prefers-reduced-motion:reduce){.vitrina-block-edit{transition:none}}
`;

export function ensureBlockEditStyles(): void {
  injectStylesOnce('block-edit-links', CSS);
}
