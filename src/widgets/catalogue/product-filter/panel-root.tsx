import type { ComponentProps } from 'react';
import type { WidgetContext } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { FilterPanel } from './FilterPanel.tsx';

/** The React half of the filter (design §8): fetched with React on the first touch, see index.ts. */
export function mountPanel(
  root: HTMLElement,
  props: ComponentProps<typeof FilterPanel>,
  context: WidgetContext,
): () => void {
  return mountReact(root, <FilterPanel {...props} />, context);
}
