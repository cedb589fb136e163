import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../../../src/runtime/types.ts';

const opened = vi.hoisted(() => [] as { srcs: string[]; index: number; returnTo: HTMLElement | null }[]);
vi.mock('../../../../src/ui/lightbox.ts', () => ({
  openLightbox: (items: readonly { src: string }[], index: number, returnTo: HTMLElement | null) => {
    opened.push({ srcs: items.map((item) => item.src), index, returnTo });
    return Promise.resolve();
  },
}));

const { listenForMedia } = await import('../../../../src/widgets/reviews/shared/media-view.ts');

const HOST = `<div class="cr-reviews-ajax-comments">
<div class="cr-ajax-reviews-cus-images-div"><div class="cr-ajax-reviews-cus-images-div2">
<div class="cr-comment-image-top"><img data-slide="0" src="/s0.svg" alt="A"></div><div class="cr-comment-image-top"><img data-slide="1" src="/s1.svg" alt="B"></div></div></div>
<ol class="commentlist"><li><div class="cr-comment-images">
<div class="iv-comment-image"><a class="cr-comment-a" href="/full1.svg" data-width="800" data-height="600"><img src="/t1.svg" alt="Imagine 1"></a></div>
<div class="iv-comment-image"><a class="cr-comment-a" href="/full2.svg"><img src="/t2.svg" alt="Imagine 2"></a></div></div>
<div class="cr-comment-videos"><div class="cr-comment-video cr-comment-video-1"><div class="cr-video-cont"><video class="cr-video-a" src="/v.mp4"></video><img class="cr-comment-videoicon" src="/p.svg" alt="Redă"></div></div></div>
</li></ol></div>`;

const reported: unknown[] = [];
function fakeContext(controller: AbortController): WidgetContext {
  return {
    name: 'reviews-list',
    preload: () => undefined,
    report: (error) => reported.push(error),
    listen: (
      target: EventTarget,
      type: string,
      handler: (event: Event) => unknown,
      options?: AddEventListenerOptions,
    ) =>
      target.addEventListener(
        type,
        (event) => void Promise.resolve(handler(event)).catch((error: unknown) => reported.push(error)),
        { ...options, signal: controller.signal },
      ),
    run: (task) =>
      void Promise.resolve(typeof task === 'function' ? task() : task).catch((error: unknown) => reported.push(error)),
    signal: controller.signal,
  };
}

let controller: AbortController;
let host: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = HOST;
  host = document.querySelector<HTMLElement>('.cr-reviews-ajax-comments')!;
  controller = new AbortController();
  opened.length = 0;
  reported.length = 0;
  listenForMedia(host, fakeContext(controller));
});
afterEach(() => controller.abort());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('review images and the customer-images strip', () => {
  it('opens the review’s own images at the one clicked, from their full-size links', () => {
    const second = host.querySelectorAll<HTMLAnchorElement>('.cr-comment-a')[1]!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    second.querySelector('img')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(opened).toEqual([
      {
        srcs: [new URL('/full1.svg', location.href).href, new URL('/full2.svg', location.href).href],
        index: 1,
        returnTo: second,
      },
    ]);
  });

  it('makes strip images buttons that open at their data-slide, by click or key', () => {
    const images = host.querySelectorAll<HTMLImageElement>('.cr-comment-image-top img');
    expect(images[1]!.getAttribute('role')).toBe('button');
    expect(images[1]!.tabIndex).toBe(0);
    expect(images[1]!.getAttribute('aria-label')).toBe('Deschide imaginea 2 din 2');
    images[1]!.click();
    images[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(opened.map((open) => open.index)).toEqual([1, 0]);
    expect(opened[0]!.srcs).toHaveLength(2);
  });
});

describe('review videos', () => {
  it('plays from the icon with controls on, and goes still when the video pauses', async () => {
    const video = host.querySelector('video')!;
    const icon = host.querySelector<HTMLElement>('.cr-comment-videoicon')!;
    let paused = true;
    Object.defineProperty(video, 'paused', { get: () => paused });
    video.play = vi.fn(() => {
      paused = false;
      return Promise.resolve();
    });
    video.pause = vi.fn(() => {
      paused = true;
      video.dispatchEvent(new Event('pause'));
    });
    icon.click();
    await settle();
    expect(video.play).toHaveBeenCalledOnce();
    expect(video.controls).toBe(true);
    expect(icon.style.display).toBe('none');
    expect(host.querySelector('.cr-comment-videos')!.classList.contains('cr-comment-videos-modal')).toBe(true);
    video.pause();
    expect(video.controls).toBe(false);
    expect(icon.style.display).not.toBe('none');
    expect(reported).toEqual([]);
  });

  it('a video that refuses to play goes back to still and reports nothing', async () => {
    const video = host.querySelector('video')!;
    video.play = vi.fn(() => Promise.reject(new DOMException('no source', 'NotSupportedError')));
    host.querySelector<HTMLElement>('.cr-comment-videoicon')!.click();
    await settle();
    expect(video.controls).toBe(false);
    expect(host.querySelector<HTMLElement>('.cr-comment-videoicon')!.style.display).not.toBe('none');
    expect(reported).toEqual([]);
  });
});
