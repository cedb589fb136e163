import { lightboxOn } from './config.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import type { LightboxItem } from '../../../ui/lightbox.ts';

/** Customer images in a card: links to the full image, which open the shared lightbox instead. */
const IMAGE_LINK = '.cr-review-card a.cr-comment-a';

function sizeOf(link: HTMLElement, img: HTMLImageElement | null, which: 'width' | 'height'): number {
  return Number(link.dataset[which]) || (which === 'width' ? img?.naturalWidth : img?.naturalHeight) || 1000;
}

/** The card's images, so the lightbox pages through that review only and opens at the one chosen. */
function cardItems(link: HTMLAnchorElement): { items: LightboxItem[]; index: number } {
  const card = link.closest('.cr-review-card') ?? link.parentElement ?? link;
  const links = [...card.querySelectorAll<HTMLAnchorElement>('a.cr-comment-a')];
  const items = links.map((each) => {
    const img = each.querySelector('img');
    const alt = img?.alt ?? '';
    return {
      src: each.href,
      width: sizeOf(each, img, 'width'),
      height: sizeOf(each, img, 'height'),
      alt,
      caption: alt,
    };
  });
  return { items, index: Math.max(links.indexOf(link), 0) };
}

/**
 * With the plugin's `disable_lightbox` on, the links open the image as printed. The opener's chunk
 * is fetched on the first sign of intent on the slider (the pointer over it, focus in it), so a
 * click finds it there; a click with none before it fetches it then.
 */
export function listenForImages(host: HTMLElement, context: WidgetContext): void {
  if (!lightboxOn()) return;
  let opener: ReturnType<typeof loadOpener> | undefined;
  const warm = () =>
    (opener ??= loadOpener().catch((error: unknown) => {
      opener = undefined; // tried again on the next touch
      throw error;
    }));
  for (const type of ['pointerover', 'focusin'] as const) {
    context.listen(host, type, () => void warm().catch(() => undefined), { once: true });
  }
  context.listen(host, 'click', async (event) => {
    if (!(event.target instanceof Element)) return undefined;
    const link = event.target.closest<HTMLAnchorElement>(IMAGE_LINK);
    if (!link || !host.contains(link)) return undefined;
    event.preventDefault();
    const { items, index } = cardItems(link);
    let open: Awaited<ReturnType<typeof loadOpener>>;
    try {
      open = await warm();
    } catch {
      // Without the opener (offline), the image opens as printed, as with the lightbox disabled.
      window.location.assign(link.href);
      return undefined;
    }
    return open(items, index, link);
  });
}

const loadOpener = () => import('./open-lightbox.ts').then(({ openCardLightbox }) => openCardLightbox);
