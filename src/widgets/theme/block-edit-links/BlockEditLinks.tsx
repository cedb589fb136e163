import type { EditLinks } from './model.ts';
import { BLOCK_EDIT_TEXTS } from './texts.ts';

/** The two editor links of one block, named as a group by the block's title. */
export function BlockEditLinks({ links }: { readonly links: EditLinks }) {
  return (
    <div className="vitrina-block-edit" role="group" aria-label={links.title ?? BLOCK_EDIT_TEXTS.group}>
      {links.builderUrl !== null && <a href={links.builderUrl}>{BLOCK_EDIT_TEXTS.builder}</a>}
      {links.backendUrl !== null && <a href={links.backendUrl}>{BLOCK_EDIT_TEXTS.backend}</a>}
    </div>
  );
}
