import { useId, useState } from 'react';
import { Adopt } from '../../../ui/Adopt.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { Choices } from './model.ts';
import type { ConsentMarkup } from './read-markup.ts';
import { CONSENT_TEXTS } from './texts.ts';

interface SettingsDialogProps {
  readonly open: boolean;
  readonly markup: ConsentMarkup;
  /** The toggles' starting position (last choice, else the plugin's defaults). */
  readonly initial: Choices;
  readonly onSave: (choices: Choices) => void;
  readonly onClose: () => void;
}

/** The settings modal: one toggle per category, strict ones shown on and locked; "save" accepts. */
export function SettingsDialog({ open, markup, initial, onSave, onClose }: SettingsDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="cli-modal-content cli-bar-popup vitrina-consent-dialog"
    >
      <SettingsForm titleId={titleId} markup={markup} initial={initial} onSave={onSave} />
    </Dialog>
  );
}

function SettingsForm({
  titleId,
  markup,
  initial,
  onSave,
}: {
  titleId: string;
  markup: ConsentMarkup;
  initial: Choices;
  onSave: (choices: Choices) => void;
}) {
  const [choices, setChoices] = useState<Choices>(initial);
  const idBase = useId();
  return (
    <form
      className="cli-modal-body"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choices);
      }}
    >
      <div className="cli-privacy-overview">
        <h2 id={titleId}>{markup.dialogTitle}</h2>
        {markup.overview ? <Adopt node={markup.overview} className="cli-privacy-content-text" /> : null}
      </div>
      <div className="cli-tab-section-container">
        {markup.categories.map((category) => {
          const inputId = `${idBase}-${category.id}`;
          return (
            <div className="cli-tab-section" key={category.id}>
              <div className="cli-tab-header">
                <input
                  type="checkbox"
                  id={inputId}
                  className="cli-user-preference-checkbox"
                  data-id={`checkbox-${category.id}`}
                  checked={category.strict || choices[category.id] === true}
                  disabled={category.strict}
                  aria-describedby={category.strict ? `${inputId}-always` : undefined}
                  onChange={(event) => setChoices({ ...choices, [category.id]: event.currentTarget.checked })}
                />
                <label htmlFor={inputId} className="cli-nav-link">
                  {category.label}
                </label>
                {category.strict ? (
                  <span className="cli-necessary-caption" id={`${inputId}-always`}>
                    {markup.alwaysOn}
                  </span>
                ) : null}
              </div>
              {category.description ? (
                // The plugin's gdpr sheet (L1038) hides .cli-tab-content until its accordion slides it down;
                // here the details element is the accordion, so it is always drawn and opens by itself.
                <details className="cli-tab-content" style={{ display: 'block' }}>
                  <summary>
                    {CONSENT_TEXTS.details}: {category.label}
                  </summary>
                  <Adopt node={category.description} className="wt-cli-cookie-description" />
                </details>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="cli-modal-footer">
        <button type="submit" className="wt-cli-privacy-btn cli_setting_save_button wt-cli-privacy-accept-btn cli-btn">
          {markup.save}
        </button>
      </div>
    </form>
  );
}
