/**
 * What the lightbox's opener (`lightbox.ts`, in every gallery widget's chunk) and PhotoSwipe's lazy
 * chunk (`photoswipe.ts`) both need: the item shape and the §8 texts. It sits under both so that
 * neither imports the other back (the opener loads the chunk with a dynamic import).
 */

/** Spec §8 'Lightbox image'. Kept out of the PhotoSwipe chunk so that showing them never pulls PhotoSwipe in. */
export const LIGHTBOX_ERROR = 'Imaginea nu a putut fi încărcată.';
export const lightboxErrorFor = (position: number) => `Imaginea #${position} nu a putut fi încărcată.`;

/** One image of a full-screen gallery (spec §3.5 gallery image). */
export interface LightboxItem {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** The image caption, or its title when it has none. */
  readonly caption: string;
}
