import { useLayoutEffect, useState } from 'react';
import type { LongText } from './dom.ts';
import { READ_LESS, READ_MORE } from './texts.ts';

/**
 * The plugin's "read more" / "read less" pair as one button that keeps focus: it shows or hides
 * the rest of the text (inline, as the plugin does) and the "..." before it. Only this card grows;
 * the track aligns cards to the top, so the other slides keep their height.
 */
export function ReadMore({ text }: { text: LongText }) {
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    text.more.style.setProperty('display', expanded ? 'none' : 'inline');
    text.details.style.setProperty('display', expanded ? 'inline' : 'none');
  }, [text, expanded]);
  return (
    <button type="button" className="vitrina-rs-readmore" aria-expanded={expanded} aria-controls={text.details.id} onClick={() => setExpanded((value) => !value)}>
      {expanded ? READ_LESS : READ_MORE}
    </button>
  );
}
