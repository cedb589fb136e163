/**
 * Pure rules of the theme's lightboxes: which video a link names and how it is embedded (loaded
 * only once the shopper opens it), and the size a gallery link declares.
 */
export type VideoEmbed =
  { readonly kind: 'iframe'; readonly src: string } | { readonly kind: 'file'; readonly src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

export function videoEmbed(href: string, base: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      parts[0] === 'watch'
        ? url.searchParams.get('v')
        : parts[0] === 'embed' || parts[0] === 'shorts'
          ? (parts[1] ?? null)
          : null;
  }
  if (youtube !== null)
    return YOUTUBE_ID.test(youtube)
      ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` }
      : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((part) => /^\d+$/.test(part));
    return id ? { kind: 'iframe', src: `https://player.vimeo.com/video/${id}?autoplay=1` } : null;
  }
  return VIDEO_FILE.test(url.pathname) ? { kind: 'file', src: url.href } : null;
}

/** `data-size="1200x1500"`, else the thumbnail's proportions at 1200 px wide. */
export function declaredSize(
  dataSize: string | null,
  thumbWidth: number,
  thumbHeight: number,
): { width: number; height: number } {
  const match = /^(\d+)x(\d+)$/.exec(dataSize ?? '');
  if (match) return { width: Number(match[1]), height: Number(match[2]) };
  if (thumbWidth > 0 && thumbHeight > 0) return { width: 1200, height: Math.round((1200 * thumbHeight) / thumbWidth) };
  return { width: 1200, height: 1200 };
}

/** Where an inline lightbox's content is: `data-open="#id"`, else the link's own `#id`. */
export function inlineTargetId(dataOpen: string | null, href: string | null): string | null {
  const value = dataOpen ?? (href?.startsWith('#') ? href : null);
  if (!value || !value.startsWith('#') || value.length < 2) return null;
  return value.slice(1);
}
