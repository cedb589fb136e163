/**
 * The shopper's "reduce motion" system setting, read at the moment of moving (it can change while
 * the page is open). Page editors (`can_edit_pages`, spec §6) get one console notice per page that
 * the theme's animations are off because of it, so a missing slide or count-up is not taken for a bug.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Calls `onReduce` when the setting turns on while the page is open; returns the unsubscribe. */
export function whenMotionReduced(onReduce: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia('(prefers-reduced-motion: reduce)');
  const onChange = () => {
    if (query.matches) onReduce();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const REDUCED_MOTION_NOTICE =
  '[vitrina] Animațiile temei sunt oprite: sistemul cere mișcare redusă (prefers-reduced-motion).';

let noticed = false;

export function noticeReducedMotion(canEditPages: boolean): void {
  if (noticed || !canEditPages) return;
  noticed = true;
  console.info(REDUCED_MOTION_NOTICE);
}
