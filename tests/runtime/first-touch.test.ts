import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLoadedWidgets } from '../../src/runtime/load.ts';
import { resetLifecycle } from '../../src/runtime/lifecycle.ts';
import { setReporter } from '../../src/runtime/report.ts';
import { startRuntime } from '../../src/runtime/runtime.ts';
import type { WidgetModule } from '../../src/runtime/types.ts';
import { settle } from './helpers.ts';

/**
 * Issue 33 item 1 / issue 35 item 2: each modality's real event sequence reaches an `intent` widget
 * as if it had been mounted, events arriving while its chunk loads and in the moment between
 * mount and release included; focus follows the widget's redraw instead of falling to <body>.
 */
let observer: MutationObserver | undefined;
let restoreReporter: () => void;

const SERVER_STARS = [1, 2, 3, 4, 5]
  .map((value) => `<span role="radio" data-value="${value}" tabindex="${value === 1 ? 0 : -1}">★</span>`)
  .join('');

/** Like the post rating: the server's stars are taken out and drawn anew, a roving radio group. */
function starsWidget(log: string[], onMounted: () => void = () => {}): WidgetModule {
  return {
    mount(host) {
      host.replaceChildren();
      const group = document.createElement('div');
      const stars = [1, 2, 3, 4, 5].map((value) => {
        const star = document.createElement('span');
        Object.assign(star, { tabIndex: value === 1 ? 0 : -1, textContent: '★' });
        star.setAttribute('role', 'radio');
        star.dataset.value = String(value);
        group.append(star);
        return star;
      });
      const choose = (index: number) => {
        stars.forEach((star, at) => star.setAttribute('aria-checked', String(at === index)));
        stars[index]!.focus();
      };
      const at = (target: EventTarget | null) => stars.indexOf(target as HTMLSpanElement);
      group.addEventListener('keydown', (event) => {
        const index = at(event.target);
        const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: 4 }[event.key];
        log.push(`${event.key}@${index + 1}`);
        if (next !== undefined) choose((next + 5) % 5);
      });
      group.addEventListener('click', (event) => {
        log.push(`click@${at(event.target) + 1}`);
        choose(at(event.target));
      });
      host.append(group);
      onMounted();
      return undefined;
    },
  };
}

/** Like the review form: the server's select stays, hidden, and the drawn stars come after it. */
const selectWidget: WidgetModule = {
  mount(host) {
    host.querySelector('select')!.hidden = true;
    host.querySelector('select')!.after(
      Object.assign(document.createElement('p'), {
        innerHTML: '<span role="radio" tabindex="0">1</span><span role="radio" tabindex="-1">2</span>',
      }),
    );
    return undefined;
  },
};

function start(module: WidgetModule) {
  let arrive: () => void = () => {};
  const load = vi.fn(
    () => new Promise<{ default: WidgetModule }>((resolve) => (arrive = () => resolve({ default: module }))),
  );
  observer = startRuntime({
    registry: [{ name: 'demo', selector: '.hook', trigger: 'intent', load }],
    isEnabled: () => true,
  });
  return { load, arrive: () => arrive() };
}

/** Where the browser sends a key: the focused element, or body once it has left the page. */
function press(key: string): KeyboardEvent {
  const active = document.activeElement;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  (active?.isConnected ? active : document.body).dispatchEvent(event);
  return event;
}

const star = (value: number) => document.querySelector<HTMLElement>(`.hook [data-value="${value}"]`)!;
const fire = (target: Element, type: string, init: EventInit = {}) =>
  target.dispatchEvent(
    type.startsWith('pointer')
      ? new PointerEvent(type, { bubbles: true, cancelable: true, ...init })
      : type.startsWith('mouse') || type === 'click'
        ? new MouseEvent(type, { bubbles: true, cancelable: true, ...init })
        : new Event(type, { bubbles: true, cancelable: true, ...init }),
  );

beforeEach(async () => {
  document.body.innerHTML = `<button class="before">before</button><div class="hook">${SERVER_STARS}</div>`;
  restoreReporter = setReporter(() => {});
});

afterEach(() => {
  observer?.disconnect();
  resetLifecycle();
  forgetLoadedWidgets();
  restoreReporter();
});

describe('keyboard: focus by Tab, then every key from that focus on', () => {
  it('two ArrowRights pressed while the chunk loads land on the 3rd star, as on a mounted widget; focus on it', async () => {
    const log: string[] = [];
    const chunk = start(starsWidget(log));
    await settle();
    star(1).focus(); // Tab: focusin wakes the widget
    expect(chunk.load).toHaveBeenCalledTimes(1);
    const first = press('ArrowRight');
    press('ArrowRight');
    expect(first.defaultPrevented).toBe(true); // the page does not scroll under a held arrow
    chunk.arrive();
    await vi.waitFor(() => expect(log).toEqual(['ArrowRight@1', 'ArrowRight@2']), { timeout: 15_000 });
    expect(document.activeElement).toBe(star(3));
    expect(star(3).getAttribute('aria-checked')).toBe('true');
  });

  it('with no key pressed, focus goes to the same star the widget drew anew, not to <body>', async () => {
    const chunk = start(starsWidget([]));
    await settle();
    star(1).focus();
    const server = star(1);
    chunk.arrive();
    await vi.waitFor(() => expect(star(1)).not.toBe(server), { timeout: 15_000 });
    await vi.waitFor(() => expect(document.activeElement).toBe(star(1)), { timeout: 15_000 });
  });

  it('keys that reach <body> between mount and release (the star taken away) are played once, in order', async () => {
    const log: string[] = [];
    let mounted: () => void = () => {};
    const isMounted = new Promise<void>((resolve) => (mounted = resolve));
    const chunk = start(starsWidget(log, () => mounted()));
    await settle();
    star(1).focus();
    press('ArrowRight');
    chunk.arrive();
    await isMounted;
    press('End');
    press('ArrowLeft');
    await vi.waitFor(() => expect(log).toEqual(['ArrowRight@1', 'End@2', 'ArrowLeft@5']), { timeout: 15_000 });
    await settle();
    expect(log).toHaveLength(3);
    expect(document.activeElement).toBe(star(4));
  });

  it.each(['Home', 'End', ' ', 'Enter', 'Escape'])(
    '%j pressed while loading reaches the widget exactly once',
    async (key) => {
      const log: string[] = [];
      const chunk = start(starsWidget(log));
      await settle();
      star(1).focus();
      press(key);
      chunk.arrive();
      await vi.waitFor(() => expect(log).toEqual([`${key}@1`]), { timeout: 15_000 });
      await settle();
      expect(log).toEqual([`${key}@1`]);
    },
  );

  it("a link the widget makes a button: Space that woke it is held (the page does not scroll) and played once; Enter stays the link's", async () => {
    document.body.innerHTML = '<div class="hook"><a href="/?add-to-cart=1">Adaugă</a></div>';
    const log: string[] = [];
    const linkWidget: WidgetModule = {
      mount(host) {
        host.addEventListener('keydown', (event) => log.push(event.key));
        return undefined;
      },
    };
    const chunk = start(linkWidget);
    await settle();
    document.querySelector<HTMLElement>('.hook a')!.focus();
    expect(press(' ').defaultPrevented).toBe(true);
    expect(press('Enter').defaultPrevented).toBe(false);
    chunk.arrive();
    await vi.waitFor(() => expect(log).toEqual([' ']), { timeout: 15_000 });
    await settle();
    expect(log).toEqual([' ']);
  });

  it('Tab is left to the browser: not held, not played again', async () => {
    const log: string[] = [];
    const chunk = start(starsWidget(log));
    await settle();
    star(1).focus();
    expect(press('Tab').defaultPrevented).toBe(false);
    chunk.arrive();
    await vi.waitFor(() => expect(document.activeElement).toBe(star(1)), { timeout: 15_000 });
    await settle();
    expect(log).toEqual([]);
  });

  it('a focused select the widget hides hands focus to the first tab stop it drew after it', async () => {
    document.body.innerHTML =
      '<div class="hook"><label for="rating">Nota</label><select id="rating"><option value="">—</option></select><textarea></textarea></div>';
    const chunk = start(selectWidget);
    await settle();
    document.querySelector<HTMLElement>('#rating')!.focus();
    chunk.arrive();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('1'), { timeout: 15_000 });
  });
});

describe('pointer: no hover before it', () => {
  it('a mouse click (pointerdown, mousedown, focus, pointerup, mouseup, click) plays once on the same star', async () => {
    const log: string[] = [];
    const chunk = start(starsWidget(log));
    await settle();
    const server = star(4);
    fire(server, 'pointerdown');
    fire(server, 'mousedown');
    server.focus(); // mousedown focuses a star with a tabindex
    fire(server, 'pointerup');
    fire(server, 'mouseup');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    server.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    chunk.arrive();
    await vi.waitFor(() => expect(log).toEqual(['click@4']), { timeout: 15_000 });
    await settle();
    expect(log).toEqual(['click@4']);
    expect(document.activeElement).toBe(star(4));
  });

  it('a tap (pointerover, pointerdown, touchstart, pointerup, touchend, mousedown, mouseup, click) plays once', async () => {
    const log: string[] = [];
    const chunk = start(starsWidget(log));
    await settle();
    const server = star(2);
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'pointerup', 'touchend', 'mousedown'])
      fire(server, type);
    server.focus();
    fire(server, 'mouseup');
    fire(server, 'click');
    expect(chunk.load).toHaveBeenCalledTimes(1);
    chunk.arrive();
    await vi.waitFor(() => expect(log).toEqual(['click@2']), { timeout: 15_000 });
    await settle();
    expect(log).toEqual(['click@2']);
    expect(document.activeElement).toBe(star(2));
  });

  it('a click then a key, both while loading, play in order from where the click left focus', async () => {
    const log: string[] = [];
    const chunk = start(starsWidget(log));
    await settle();
    const server = star(2);
    fire(server, 'pointerdown');
    server.focus();
    fire(server, 'click');
    press('ArrowRight');
    chunk.arrive();
    await vi.waitFor(() => expect(log).toEqual(['click@2', 'ArrowRight@2']), { timeout: 15_000 });
    expect(document.activeElement).toBe(star(3));
  });
});

describe('nested intent hosts (the review form holds a form another widget hosts)', () => {
  it('a click held by both plays once, when the outer widget is mounted too, not on its server markup', async () => {
    document.body.innerHTML =
      '<div class="outer"><form class="inner"><button type="button">Trimite</button></form></div>';
    const seen: string[] = [];
    const chunkOf = (name: string) => {
      let arrive: () => void = () => {};
      const module: WidgetModule = {
        mount: (host) => void host.addEventListener('click', () => seen.push(`${name} heard it`)),
      };
      const load = vi.fn(
        () => new Promise<{ default: WidgetModule }>((resolve) => (arrive = () => resolve({ default: module }))),
      );
      return { load, arrive: () => arrive() };
    };
    const outer = chunkOf('outer');
    const inner = chunkOf('inner');
    observer = startRuntime({
      registry: [
        { name: 'outer', selector: '.outer', trigger: 'intent', load: outer.load },
        { name: 'inner', selector: '.inner', trigger: 'intent', load: inner.load },
      ],
      isEnabled: () => true,
    });
    await settle();
    const button = document.querySelector('button')!;
    fire(button, 'pointerdown');
    fire(button, 'click');
    inner.arrive();
    await vi.waitFor(
      () => expect(document.querySelector('.inner')!.getAttribute('data-vitrina-state')).toBe('mounted'),
      { timeout: 15_000 },
    );
    await settle();
    expect(seen).toEqual([]); // still held: the outer widget is not there yet
    outer.arrive();
    await vi.waitFor(() => expect(seen).toEqual(['inner heard it', 'outer heard it']), { timeout: 15_000 });
    await settle();
    expect(seen).toEqual(['inner heard it', 'outer heard it']);
  });
});
