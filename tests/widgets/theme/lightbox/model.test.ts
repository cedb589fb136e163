// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { declaredSize, inlineTargetId, videoEmbed } from '../../../../src/widgets/theme/lightbox/model.ts';

const BASE = 'https://shop.test/despre-noi/';

describe('which video a link names (embedded only once opened)', () => {
  it.each([
    [
      'YouTube watch link',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      { kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' },
    ],
    [
      'youtu.be short link',
      'https://youtu.be/dQw4w9WgXcQ?t=5',
      { kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' },
    ],
    [
      'YouTube embed link',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      { kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' },
    ],
    [
      'YouTube Shorts',
      'https://m.youtube.com/shorts/abcdef123',
      { kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/abcdef123?autoplay=1&rel=0' },
    ],
    [
      'Vimeo link',
      'https://vimeo.com/76979871',
      { kind: 'iframe', src: 'https://player.vimeo.com/video/76979871?autoplay=1' },
    ],
    [
      'Vimeo player link',
      'https://player.vimeo.com/video/76979871',
      { kind: 'iframe', src: 'https://player.vimeo.com/video/76979871?autoplay=1' },
    ],
    [
      'a relative mp4 file',
      '/wp-content/uploads/atelier.mp4',
      { kind: 'file', src: 'https://shop.test/wp-content/uploads/atelier.mp4' },
    ],
    ['a webm file', 'https://cdn.test/a.WEBM', { kind: 'file', src: 'https://cdn.test/a.WEBM' }],
  ] as const)('%s', (_rule, href, expected) => {
    expect(videoEmbed(href, BASE)).toEqual(expected);
  });
  it.each([
    ['a YouTube id with markup', 'https://www.youtube.com/watch?v="><script>'],
    ['a YouTube channel', 'https://www.youtube.com/@vitrina'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a page that is not a video', 'https://shop.test/produse/'],
    ['Vimeo without an id', 'https://vimeo.com/channels/staffpicks'],
  ])('%s is not a video', (_rule, href) => {
    expect(videoEmbed(href, BASE)).toBeNull();
  });
});

describe('gallery image size', () => {
  it('reads data-size', () => expect(declaredSize('1200x1500', 300, 375)).toEqual({ width: 1200, height: 1500 }));
  it("keeps the thumbnail's proportions without data-size", () =>
    expect(declaredSize(null, 300, 375)).toEqual({ width: 1200, height: 1500 }));
  it('falls back to a square', () => expect(declaredSize('mare', 0, 0)).toEqual({ width: 1200, height: 1200 }));
});

describe('inline lightbox target', () => {
  it.each([
    ['data-open wins', '#newsletter', '#altceva', 'newsletter'],
    ['the link anchor without data-open', null, '#ghid', 'ghid'],
    ['a page link is not a target', null, '/contact/', null],
    ['a bare # is not a target', '#', '#', null],
  ] as const)('%s', (_rule, dataOpen, href, expected) => {
    expect(inlineTargetId(dataOpen, href)).toBe(expected);
  });
});
