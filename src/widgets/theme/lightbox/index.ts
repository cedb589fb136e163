import { signal } from '@preact/signals-core';
import { createElement } from 'react';
import { DEFAULTS } from '../../../config/defaults.ts';
import type { WidgetContext, WidgetModule } from '../../../runtime/types.ts';
import { openLightbox, type LightboxItem } from '../../../ui/lightbox.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { offCanvasSide } from '../shared/OffCanvas.tsx';
import { Lightbox, type LightboxContent } from './Lightbox.tsx';
import { declaredSize, inlineTargetId, videoEmbed } from './model.ts';
import { IMAGE_LABEL, VIDEO_LABEL } from './texts.ts';

/** Panels other widgets own: the mobile menu and the off-canvas cart. */
const OWNED_PANELS = '.mobile-sidebar, #cart-popup';
let headingCount = 0;

/**
 * The theme's lightboxes (Flatsome's magnific-popup uses): image galleries (`.lightbox-gallery`,
 * PhotoSwipe), single images (`a.image-lightbox`), videos (`a.open-video`: YouTube, Vimeo or a
 * file, embedded only once opened) and inline panels (`[data-open="#id"]`, centred, or off-canvas
 * with `data-pos`). Without JS the links lead to the image, the video page or the anchor.
 */
const lightbox: WidgetModule = {
  mount(host, context) {
    if (host.matches('a.image-lightbox') && host.parentElement?.closest('.lightbox-gallery')) return undefined; // the gallery opens it
    const content = signal<LightboxContent | null>(null);
    // Closing keeps the lightbox 300 ms with `mfp-removing` (spec §9 lightbox removal delay,
    // magnific-popup's removalDelay: the theme's fade-out); opening again cancels the removal.
    const closing = signal(false);
    let removal: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      if (removal !== undefined || content.value === null) return;
      closing.value = true;
      removal = setTimeout(() => {
        removal = undefined;
        closing.value = false;
        content.value = null;
      }, DEFAULTS.lightboxRemovalMs);
    };
    let unmountReact: (() => void) | null = null;
    const show = (next: LightboxContent) => {
      clearTimeout(removal);
      removal = undefined;
      closing.value = false;
      unmountReact ??= mountReact(
        document.createElement('div'),
        createElement(Lightbox, { content, closing, onClose: close }),
        context,
      );
      content.value = next;
    };

    if (host.classList.contains('lightbox-gallery')) {
      context.listen(host, 'click', (event) => openGallery(host, event, context));
    } else {
      const opener = contentFor(host);
      if (!opener) return undefined;
      context.listen(host, 'click', (event) => {
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const next = opener();
        if (!next) return;
        event.preventDefault();
        show(next);
        if (next.kind === 'inline') host.setAttribute('aria-expanded', 'true');
      });
      if (host.hasAttribute('data-open')) host.setAttribute('aria-expanded', 'false');
    }
    const stopExpanded = content.subscribe((value) => {
      if (value === null && host.hasAttribute('aria-expanded')) host.setAttribute('aria-expanded', 'false');
    });

    return () => {
      clearTimeout(removal);
      stopExpanded();
      content.value = null;
      unmountReact?.();
    };
  },
};

/** What the host opens, decided at click time (the page may have changed since mount). */
function contentFor(host: HTMLElement): (() => LightboxContent | null) | null {
  const text = host.textContent?.trim() ?? '';
  if (host instanceof HTMLAnchorElement && host.classList.contains('open-video')) {
    return () => {
      const embed = videoEmbed(host.getAttribute('href') ?? '', location.href);
      return embed ? { kind: 'video', embed, label: host.title || text || VIDEO_LABEL } : null;
    };
  }
  if (host instanceof HTMLAnchorElement && host.classList.contains('image-lightbox')) {
    return () => {
      const img = host.querySelector('img');
      const alt = img?.alt ?? '';
      return {
        kind: 'image',
        src: host.href,
        alt,
        caption: host.title || alt,
        label: host.title || alt || IMAGE_LABEL,
      };
    };
  }
  const id = inlineTargetId(host.getAttribute('data-open'), host.getAttribute('href'));
  if (id === null) return null;
  return () => {
    const element = document.getElementById(id);
    if (!element || element.matches(OWNED_PANELS)) return null;
    const heading = element.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (heading) heading.id ||= `vitrina-lightbox-title-${++headingCount}`;
    const side = host.hasAttribute('data-pos') ? offCanvasSide(host.getAttribute('data-pos')) : null;
    return { kind: 'inline', element, side, label: text, labelledBy: heading?.id };
  };
}

function openGallery(gallery: HTMLElement, event: MouseEvent, context: WidgetContext): void {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a.image-lightbox, a[href]:has(> img)')];
  const clicked = links.findIndex((link) => event.target instanceof Node && link.contains(event.target));
  if (clicked < 0) return;
  event.preventDefault();
  const items: LightboxItem[] = links.map((link) => {
    const img = link.querySelector('img');
    const size = declaredSize(
      link.getAttribute('data-size'),
      Number(img?.getAttribute('width')) || 0,
      Number(img?.getAttribute('height')) || 0,
    );
    return { src: link.href, ...size, alt: img?.alt ?? '', caption: link.title || img?.alt || '' };
  });
  context.run(openLightbox(items, clicked, links[clicked] ?? null));
}

export default lightbox;
