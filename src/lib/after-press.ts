/** How often a press that no pointer event has ended is looked at again. */
export const PRESS_POLL_MS = 50;

/**
 * Resolves at once, or, while a press that began on one of `root`'s `controls` is still held, once
 * it has ended and the click it makes has been dispatched. A widget that draws its own elements in
 * place of the printed ones waits for it: a press whose element left the page before its release
 * makes no click at all (Chromium 156), not even on the control drawn in the same place, so the
 * shopper's click was lost. Left in place, the printed control gets its click, and whoever answers
 * it before the widget (a light half, else the runtime's hold) does.
 */
export function afterPress(root: Element, controls: string): Promise<void> {
  const held = () => root.querySelector(`${controls}:active`) !== null;
  if (!held()) return Promise.resolve();
  return new Promise((resolve) => {
    // pointercancel: a drag or a scroll took the press over. pointerdown: the release went unseen
    // (the window lost the pointer), and a new press proves the old one is over.
    const types = ['pointerup', 'pointercancel', 'pointerdown'] as const;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ended = () => {
      clearTimeout(timer);
      for (const type of types) window.removeEventListener(type, ended, true);
      // The click follows pointerup in the same task.
      setTimeout(resolve, 0);
    };
    // A tap is :active from its click on and stays so for a while after it (Chromium: about 150 ms)
    // with no pointer event left to come: its press is over, and its click made, once that fades.
    const look = () => {
      if (held()) timer = setTimeout(look, PRESS_POLL_MS);
      else ended();
    };
    for (const type of types) window.addEventListener(type, ended, true);
    timer = setTimeout(look, PRESS_POLL_MS);
  });
}
