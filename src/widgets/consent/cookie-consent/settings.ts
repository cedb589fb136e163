import type { WidgetContext } from '../../../runtime/types.ts';
import { lazyView, type LazyView } from './lazy-view.ts';
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

/**
 * The settings dialog is the banner's only React part (design §8, React on need): its chunk is
 * imported on the shopper's first "settings" press (lazy-view.ts).
 */
export function lazySettings({ markup, initial, isOpen, onSave, context }: SettingsOptions): LazyView {
  return lazyView({
    half: 'settings-view',
    load: () => import('./settings-view.tsx'),
    show: ({ showSettings }, close) => {
      if (!isOpen()) return null;
      const onDone = (choices: Choices | null) => {
        close();
        if (choices) onSave(choices);
      };
      return showSettings({ markup, initial: initial(), onDone }, context);
    },
    context,
  });
}
