import { readReviewsConfig } from './config/reviews.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { openLightbox, type LightboxItem } from '../../../ui/lightbox.ts';
import { TEXTS } from './texts.ts';
import { setShown } from './shown.ts';

/**
 * Customer media in the reviews block (spec §2.3, §4.5): a review's images and the customer-images
 * strip open the lightbox at the chosen image (every open starts from that image, and a closed
 * lightbox keeps no position, so the next open of the strip starts again at the image chosen);
 * a review video plays or pauses on click.
 */
const REVIEW_IMAGE = 'ol.commentlist .cr-comment-a';
const STRIP_IMAGE = '.cr-ajax-reviews-cus-images-div .cr-comment-image-top img';
const VIDEO_TRIGGER = 'ol.commentlist .cr-video-a, ol.commentlist .cr-comment-videoicon';

function sizeOf(element: HTMLElement, img: HTMLImageElement | null, which: 'width' | 'height'): number {
  const natural = which === 'width' ? img?.naturalWidth : img?.naturalHeight;
  return Number(element.dataset[which]) || natural || Number(img?.getAttribute(which)) || 1000;
}

function reviewItems(link: HTMLAnchorElement): { items: LightboxItem[]; index: number } {
  const group = link.closest('.cr-comment-images') ?? link.parentElement?.parentElement ?? link;
  const links = [...group.querySelectorAll<HTMLAnchorElement>('.cr-comment-a')];
  const items = links.map((each) => {
    const img = each.querySelector('img');
    return {
      src: each.href,
      width: sizeOf(each, img, 'width'),
      height: sizeOf(each, img, 'height'),
      alt: img?.alt ?? '',
      caption: img?.alt ?? '',
    };
  });
  return { items, index: Math.max(links.indexOf(link), 0) };
}

function stripItems(host: HTMLElement, chosen: HTMLImageElement): { items: LightboxItem[]; index: number } {
  const images = [...host.querySelectorAll<HTMLImageElement>(STRIP_IMAGE)];
  const items = images.map((img) => ({
    src: img.currentSrc || img.src,
    width: sizeOf(img, img, 'width'),
    height: sizeOf(img, img, 'height'),
    alt: img.alt,
    caption: img.alt,
  }));
  const slide = Number(chosen.dataset.slide);
  return { items, index: Number.isInteger(slide) && slide >= 0 ? slide : Math.max(images.indexOf(chosen), 0) };
}

/** Gives the strip images and the video play icons a role, a tab stop and a name (the plugin prints bare images). */
export function enhanceMedia(root: HTMLElement): void {
  const strip = [...root.querySelectorAll<HTMLImageElement>(STRIP_IMAGE)];
  strip.forEach((img, position) => {
    img.setAttribute('role', 'button');
    img.tabIndex = 0;
    img.setAttribute('aria-label', TEXTS.openCustomerImage(position + 1, strip.length));
  });
  for (const icon of root.querySelectorAll<HTMLElement>('ol.commentlist .cr-comment-videoicon')) {
    icon.setAttribute('role', 'button');
    icon.tabIndex = 0;
    icon.setAttribute('aria-label', TEXTS.playVideo);
  }
}

function videoOf(trigger: HTMLElement): { box: HTMLElement; video: HTMLVideoElement } | null {
  const box = trigger.closest<HTMLElement>('[class*="cr-comment-video-"]') ?? trigger.parentElement;
  const video = box?.querySelector('video');
  return box && video ? { box, video } : null;
}

function showPlaying(box: HTMLElement, video: HTMLVideoElement, playing: boolean): void {
  box.classList.toggle('cr-comment-video-modal', playing);
  box.closest('.cr-comment-videos')?.classList.toggle('cr-comment-videos-modal', playing);
  video.controls = playing;
  const icon = box.querySelector<HTMLElement>('.cr-comment-videoicon');
  // frontend.js 5.117 L192/L207 hides and shows it with jQuery: an inline display, which no theme rule undoes.
  if (icon) setShown(icon, !playing);
}

/** Back to the still state; focus that was on the video (its controls go away) moves to the play icon. */
function showStill(box: HTMLElement, video: HTMLVideoElement): void {
  const hadFocus = document.activeElement === video;
  showPlaying(box, video, false);
  if (hadFocus) box.querySelector<HTMLElement>('.cr-comment-videoicon')?.focus();
}

async function toggleVideo(trigger: HTMLElement): Promise<void> {
  const found = videoOf(trigger);
  if (!found) return;
  const { box, video } = found;
  if (!video.paused) {
    video.pause();
    showStill(box, video);
    return;
  }
  showPlaying(box, video, true);
  // With its controls on, the video itself takes the keyboard and the pointer (they pause it natively).
  video.focus();
  try {
    await video.play();
  } catch {
    // A file that cannot play (gone, unsupported) leaves the review as it was, with its controls off.
    showStill(box, video);
  }
}

export function listenForMedia(host: HTMLElement, context: WidgetContext): void {
  const lightbox = readReviewsConfig().lightbox;
  const activate = (event: Event): Promise<unknown> | undefined => {
    if (!(event.target instanceof Element)) return undefined;
    const link = event.target.closest<HTMLAnchorElement>(REVIEW_IMAGE);
    if (link && lightbox) {
      event.preventDefault();
      const { items, index } = reviewItems(link);
      return openLightbox(items, index, link);
    }
    const stripImage = event.target.closest<HTMLImageElement>(STRIP_IMAGE);
    if (stripImage) {
      event.preventDefault();
      const { items, index } = stripItems(host, stripImage);
      return openLightbox(items, index, stripImage);
    }
    const video = event.target.closest<HTMLElement>(VIDEO_TRIGGER);
    if (video) {
      event.preventDefault();
      return toggleVideo(video);
    }
    return undefined;
  };
  context.listen(host, 'click', activate);
  context.listen(host, 'keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || (event.key !== 'Enter' && event.key !== ' ')) return undefined;
    // Links open on Enter natively (a click); the bare images and icons need both keys.
    if (
      !(event.target instanceof Element) ||
      !event.target.matches(`${STRIP_IMAGE}, ol.commentlist .cr-comment-videoicon`)
    )
      return undefined;
    return activate(event);
  });
  // The native controls play and pause the video themselves (their clicks never reach the page):
  // the still or playing look follows the media events, which do not bubble.
  const follow = (playing: boolean) => (event: Event) => {
    if (!(event.target instanceof HTMLVideoElement) || !event.target.matches('.cr-video-a')) return;
    const box = event.target.closest<HTMLElement>('[class*="cr-comment-video-"]') ?? event.target.parentElement;
    if (!box) return;
    if (playing) showPlaying(box, event.target, true);
    else showStill(box, event.target);
  };
  context.listen(host, 'play', follow(true), { capture: true });
  context.listen(host, 'pause', follow(false), { capture: true });
  context.listen(host, 'ended', follow(false), { capture: true });
  enhanceMedia(host);
}
