import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { key, render } from './render.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Deschide
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label="Termeni">
        <a href="#a" id="first-link">
          Primul
        </a>
        <button type="button" id="last">
          Ultimul
        </button>
      </Dialog>
    </>
  );
}

afterEach(() => document.body.replaceChildren());

function open(): HTMLDialogElement {
  render(<Harness />);
  const opener = document.getElementById('opener')!;
  opener.focus();
  flushSync(() => opener.click());
  return document.querySelector('dialog')!;
}

describe('Dialog', () => {
  it('opens modal in body, named, with focus on its first control (the close button)', () => {
    const dialog = open();
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.getAttribute('aria-label')).toBe('Termeni');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog.querySelector('.vitrina-dialog-close'));
  });

  it('makes the page behind inert while open, and restores it on close', () => {
    const dialog = open();
    const page = document.getElementById('opener')!.parentElement!;
    expect(page.inert).toBe(true);
    key(dialog, 'Escape');
    expect(page.inert).toBe(false);
  });

  it('Escape closes and returns focus to the opener', () => {
    const dialog = open();
    key(dialog, 'Escape');
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('the close button closes', () => {
    const dialog = open();
    flushSync(() => dialog.querySelector<HTMLButtonElement>('.vitrina-dialog-close')!.click());
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('a click on the backdrop (the dialog element itself) closes, a click inside does not', () => {
    const dialog = open();
    flushSync(() => document.getElementById('last')!.click());
    expect(document.querySelector('dialog')).not.toBeNull();
    flushSync(() => dialog.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(document.querySelector('dialog')).toBeNull();
  });
});
