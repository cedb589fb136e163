import type { WidgetContext } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { ConsentBanner, type ConsentBannerProps } from './ConsentBanner.tsx';

/** The React half of the widget, loaded only when the banner has to show (see index.ts). */
export function renderBanner(host: HTMLElement, props: ConsentBannerProps, context: WidgetContext) {
  return mountReact(host, <ConsentBanner {...props} />, context, { removeContainer: false });
}
