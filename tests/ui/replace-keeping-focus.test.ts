import { afterEach, describe, expect, it } from 'vitest';
import { replaceKeepingFocus } from '../../src/ui/replace-keeping-focus.ts';

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('replaceKeepingFocus', () => {
  it('moves focus to the link with the same address in the new HTML', () => {
    document.body.innerHTML = '<div id="old"><a href="/a">A</a><a href="/b">B</a></div>';
    document.querySelector<HTMLElement>('a[href="/b"]')?.focus();
    replaceKeepingFocus(
      document.getElementById('old')!,
      fragment('<div id="new"><a href="/b">B</a><a href="/c">C</a></div>'),
    );
    expect(document.getElementById('old')).toBeNull();
    expect(document.activeElement?.closest('#new')).not.toBeNull();
    expect(document.activeElement?.getAttribute('href')).toBe('/b');
  });

  it('falls back to the control at the same place when the focused one is gone', () => {
    document.body.innerHTML = '<div id="old"><a href="/a">A</a><a href="/b?nonce=1">x</a></div>';
    document.querySelector<HTMLElement>('a[href="/b?nonce=1"]')?.focus();
    replaceKeepingFocus(
      document.getElementById('old')!,
      fragment('<div><a href="/a">A</a><a href="/b?nonce=2">x</a></div>'),
    );
    expect(document.activeElement?.getAttribute('href')).toBe('/b?nonce=2');
  });

  it('keeps a form field by its name and value', () => {
    document.body.innerHTML =
      '<form id="old"><input name="qty" value="1"><button name="go" value="1">Go</button></form>';
    document.querySelector<HTMLElement>('button')?.focus();
    replaceKeepingFocus(
      document.getElementById('old')!,
      fragment('<p>note</p><form><button name="go" value="1">Go</button><input name="qty" value="1"></form>'),
    );
    expect(document.activeElement?.tagName).toBe('BUTTON');
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('leaves focus alone when it is elsewhere', () => {
    document.body.innerHTML = '<button id="out">out</button><div id="old"><a href="/a">A</a></div>';
    document.getElementById('out')?.focus();
    replaceKeepingFocus(document.getElementById('old')!, fragment('<div id="new"><a href="/a">A</a></div>'));
    expect(document.activeElement?.id).toBe('out');
    expect(document.getElementById('new')).not.toBeNull();
  });
});
