import type { WidgetContext } from '../../../runtime/types.ts';

/**
 * Runs change validation only once no pointer button is held. Pressing on another control blurs
 * the edited field, whose change event validates at once; the tips it inserts push the pressed
 * control down before the button is released, and the shopper's click lands beside it and is
 * lost. Waiting for the release (and the click that follows it) keeps the control in place.
 */
export function whenPointerReleased(context: WidgetContext): (task: () => void) => void {
  let held = false;
  let pending: (() => void)[] = [];
  const flush = () => {
    const tasks = pending;
    pending = [];
    if (context.signal.aborted) return;
    for (const task of tasks) context.run(task);
  };
  const release = () => {
    if (!held) return;
    held = false;
    // The click follows pointerup in the same task: validate after it.
    if (pending.length > 0) window.setTimeout(flush, 0);
  };
  context.listen(
    document,
    'pointerdown',
    () => {
      held = true;
    },
    { capture: true, passive: true },
  );
  context.listen(document, 'pointerup', release, { capture: true, passive: true });
  context.listen(document, 'pointercancel', release, { capture: true, passive: true });
  return (task) => {
    if (held) pending.push(task);
    else task();
  };
}
