import { useEffect, useState } from 'react';
import type { Unmount, WidgetContext } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import type { Choices } from './model.ts';
import type { ConsentMarkup } from './read-markup.ts';
import { SettingsDialog } from './SettingsDialog.tsx';

interface SettingsViewProps {
  readonly markup: ConsentMarkup;
  readonly initial: Choices;
  /** The saved choices, or null when closed without saving; called once the dialog has closed. */
  readonly onDone: (choices: Choices | null) => void;
}

/**
 * The React half of the widget: the settings dialog, in its own root, loaded on the first
 * "settings" press (see settings.ts). The dialog (src/ui/Dialog.tsx) portals into the body.
 */
export function showSettings(props: SettingsViewProps, context: WidgetContext): Unmount {
  const container = document.createElement('div');
  document.body.append(container);
  return mountReact(container, <SettingsRoot {...props} />, context);
}

/**
 * The owner is told only after the dialog has closed and given focus back to its opener (the
 * settings button), so a save that then hides the banner moves focus on from there.
 */
function SettingsRoot({ markup, initial, onDone }: SettingsViewProps) {
  const [result, setResult] = useState<{ readonly choices: Choices | null } | null>(null);
  useEffect(() => {
    if (result) onDone(result.choices);
  }, [result, onDone]);
  return (
    <SettingsDialog
      open={result === null}
      markup={markup}
      initial={initial}
      onSave={(choices) => setResult({ choices })}
      onClose={() => setResult({ choices: null })}
    />
  );
}
