import type { Unmount, WidgetContext } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';
import type { Choices } from './model.ts';
import type { ConsentMarkup } from './read-markup.ts';

interface SettingsOptions {
  readonly markup: ConsentMarkup;
  /** The toggles' starting position, read when the dialog opens. */
  readonly initial: () => Choices;
  /** The banner is still up: a dialog whose chunk arrives after the shopper decided stays shut. */
  readonly isOpen: () => boolean;
  readonly onSave: (choices: Choices) => void;
  readonly context: WidgetContext;
}

export interface LazySettings {
  /** Opens the dialog, fetching its chunk (and React) on the first call; `button` shows busy meanwhile. */
  open(button: HTMLElement): void;
  close(): void;
}

/**
 * The settings dialog is the banner's only React part (design §8, React on need): its chunk is
 * imported on the shopper's first "settings" press and the dialog opens as soon as it arrives, so
 * the press is never lost. A second press while it loads changes nothing.
 */
export function lazySettings({ markup, initial, isOpen, onSave, context }: SettingsOptions): LazySettings {
  let unmount: Unmount | null = null;
  let loading = false;
  const close = () => {
    unmount?.();
    unmount = null;
  };
  return {
    open(button) {
      if (loading || unmount) return;
      loading = true;
      setBusy(button, true);
      context.preload('settings-view');
      const task = import('./settings-view.tsx')
        .then(({ showSettings }) => {
          if (context.signal.aborted || !isOpen()) return;
          unmount = showSettings(
            {
              markup,
              initial: initial(),
              onDone: (choices) => {
                close();
                if (choices) onSave(choices);
              },
            },
            context,
          );
        })
        .finally(() => {
          loading = false;
          setBusy(button, false);
        });
      context.run(task);
    },
    close,
  };
}
