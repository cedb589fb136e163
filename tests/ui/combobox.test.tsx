import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from '../../src/ui/Combobox.tsx';
import { key, render } from './render.tsx';

afterEach(() => document.body.replaceChildren());

function setUp(search: (query: string, signal: AbortSignal) => Promise<readonly string[] | null>, onPick = vi.fn()) {
  const input = document.createElement('input');
  document.body.append(input);
  render(
    <Combobox
      input={input}
      listLabel="Sugestii"
      minChars={3}
      delayMs={10}
      search={search}
      optionText={(item) => item}
      onPick={onPick}
      emptyText="Niciun rezultat"
    />,
  );
  return { input, onPick };
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  flushSync(() => input.dispatchEvent(new Event('input', { bubbles: true })));
}

const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];

describe('Combobox (APG, listbox popup)', () => {
  it('turns the input into a combobox that controls a labelled listbox', () => {
    const { input } = setUp(async () => []);
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const list = document.getElementById(input.getAttribute('aria-controls')!);
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(list?.getAttribute('aria-label')).toBe('Sugestii');
  });

  it('asks nothing below the minimum length, then shows the answer as options', async () => {
    const search = vi.fn(async (query: string) => [`${query} 1`, `${query} 2`]);
    const { input } = setUp(search);
    type(input, 'ab');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(search).not.toHaveBeenCalled();
    type(input, 'abc');
    await vi.waitFor(() => expect(options()).toHaveLength(2), { timeout: 15_000 });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="status"]')!.textContent).toContain('2 sugestii');
  });

  it('keeps the last answer and its active option up while a newer query is asked: Enter picks, it does not submit', async () => {
    let answerLater: (items: readonly string[]) => void = () => {};
    const search = vi.fn((query: string) =>
      query === 'papu'
        ? Promise.resolve(['Papuci 1', 'Papuci 2'])
        : new Promise<readonly string[]>((resolve) => (answerLater = resolve)),
    );
    const { input, onPick } = setUp(search);
    type(input, 'papu');
    await vi.waitFor(() => expect(options()).toHaveLength(2), { timeout: 15_000 });
    key(input, 'ArrowDown');
    type(input, 'papuci');
    await vi.waitFor(() => expect(search).toHaveBeenCalledWith('papuci', expect.anything()), { timeout: 15_000 });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    const enter = key(input, 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(onPick).toHaveBeenCalledWith('Papuci 1');
    answerLater(['Papuci 3']);
  });

  it('arrows move the active option (focus stays in the field), Enter picks it, Escape closes', async () => {
    const { input, onPick } = setUp(async () => ['unu', 'doi', 'trei']);
    type(input, 'xyz');
    await vi.waitFor(() => expect(options()).toHaveLength(3), { timeout: 15_000 });
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowUp');
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    const enter = key(input, 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(onPick).toHaveBeenCalledWith('trei');
    expect(input.value).toBe('trei');
    type(input, 'abcd');
    await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'), { timeout: 15_000 });
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('the newest query wins over an older, slower answer', async () => {
    const answers: Record<string, (items: string[]) => void> = {};
    const { input } = setUp((query) => new Promise((resolve) => (answers[query] = resolve)));
    type(input, 'abc');
    await vi.waitFor(() => expect(answers.abc).toBeDefined(), { timeout: 15_000 });
    type(input, 'abcd');
    await vi.waitFor(() => expect(answers.abcd).toBeDefined(), { timeout: 15_000 });
    flushSync(() => answers.abcd!(['nou']));
    await vi.waitFor(() => expect(options().map((option) => option.textContent)).toEqual(['nou']), { timeout: 15_000 });
    flushSync(() => answers.abc!(['vechi']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(options().map((option) => option.textContent)).toEqual(['nou']);
  });

  it('a newer answer keeps the option reached with the arrows when it still holds it, else none is active', async () => {
    const answers: Record<string, readonly string[]> = {
      abc: ['unu', 'doi', 'trei'],
      abcd: ['doi', 'patru'],
      abcde: ['cinci'],
    };
    const { input } = setUp(async (query) => answers[query] ?? []);
    type(input, 'abc');
    await vi.waitFor(() => expect(options()).toHaveLength(3), { timeout: 15_000 });
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    type(input, 'abcd');
    await vi.waitFor(() => expect(options()).toHaveLength(2), { timeout: 15_000 });
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    type(input, 'abcde');
    await vi.waitFor(() => expect(options()).toHaveLength(1), { timeout: 15_000 });
    expect(options()[0]!.getAttribute('aria-selected')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('after Escape, the next answer starts with no active option even when it holds the old one', async () => {
    const { input } = setUp(async () => ['unu', 'doi']);
    type(input, 'abc');
    await vi.waitFor(() => expect(options()).toHaveLength(2), { timeout: 15_000 });
    key(input, 'ArrowDown');
    key(input, 'Escape');
    type(input, 'abcd');
    await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'), { timeout: 15_000 });
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false']);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  });

  it('a failed search closes the list; an empty answer says so', async () => {
    let answer: readonly string[] | null = null;
    const { input } = setUp(async () => answer);
    type(input, 'abc');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    answer = [];
    type(input, 'abcd');
    await vi.waitFor(
      () => expect(document.querySelector('.vitrina-combobox-empty')?.textContent).toBe('Niciun rezultat'),
      { timeout: 15_000 },
    );
  });
});
