import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VITRINA_EVENTS } from '../../src/lib/events.ts';
import { forgetLoadedWidgets } from '../../src/runtime/load.ts';
import { resetLifecycle } from '../../src/runtime/lifecycle.ts';
import { setReporter } from '../../src/runtime/report.ts';
import { startRuntime } from '../../src/runtime/runtime.ts';
import type { WidgetDefinition } from '../../src/runtime/types.ts';
import { countingWidget, settle } from './helpers.ts';

let observer: MutationObserver | undefined;
let restoreReporter: () => void;
const reports: { widget: string; error: unknown }[] = [];

function start(registry: WidgetDefinition[], isEnabled = (_name: string) => true) {
  observer = startRuntime({ registry, isEnabled });
}

beforeEach(() => {
  document.body.innerHTML = '';
  reports.length = 0;
  restoreReporter = setReporter((error, { widget }) => void reports.push({ widget, error }));
});

afterEach(() => {
  observer?.disconnect();
  resetLifecycle();
  forgetLoadedWidgets();
  restoreReporter();
});

describe('first scan', () => {
  it('mounts every host the server printed and marks it mounted', async () => {
    document.body.innerHTML = '<div class="hook"></div><div class="hook"></div><p data-vitrina="demo"></p>';
    const widget = countingWidget('demo', '.hook');
    start([widget.definition]);
    await settle();
    expect(widget.mounted).toHaveLength(3);
    expect([...document.querySelectorAll('[data-vitrina-state="mounted"]')]).toHaveLength(3);
  });

  it('gives the browser its turn during a long first scan, and skips a host that left meanwhile', async () => {
    document.body.innerHTML = '<div class="hook"></div>'.repeat(6);
    const hooks = [...document.querySelectorAll('.hook')];
    // Each host costs 4 ms of the clock: the 10 ms slice ends after the third.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 2));
    const widget = countingWidget('demo', '.hook');
    start([{ ...widget.definition, trigger: 'idle' }]);
    const armedAtOnce = hooks.filter((hook) => hook.hasAttribute('data-vitrina-state')).length;
    hooks[5]!.remove();
    await settle();
    now.mockRestore();
    expect(armedAtOnce).toBeGreaterThan(0);
    expect(armedAtOnce).toBeLessThan(6);
    expect(hooks.filter((hook) => hook.hasAttribute('data-vitrina-state'))).toHaveLength(5);
    expect(hooks[5]!.hasAttribute('data-vitrina-state')).toBe(false);
  });

  it('loads a chunk once for all its hosts', async () => {
    document.body.innerHTML = '<div class="hook"></div><div class="hook"></div>';
    const widget = countingWidget('demo', '.hook');
    start([widget.definition]);
    await settle();
    expect(widget.definition.load).toHaveBeenCalledTimes(1);
  });

  it('skips a widget switched off in config', async () => {
    document.body.innerHTML = '<div class="hook"></div>';
    const widget = countingWidget('demo', '.hook');
    start([widget.definition], (name) => name !== 'demo');
    await settle();
    expect(widget.mounted).toHaveLength(0);
    expect(document.querySelector('.hook')!.hasAttribute('data-vitrina-state')).toBe(false);
  });

  it('fires vitrina:ready with timings once the now-widgets are mounted', async () => {
    document.body.innerHTML = '<div class="hook"></div>';
    const widget = countingWidget('demo', '.hook');
    const ready = vi.fn();
    document.addEventListener(VITRINA_EVENTS.ready, ready, { once: true });
    start([widget.definition]);
    await settle();
    expect(ready).toHaveBeenCalledTimes(1);
    const detail = (ready.mock.calls[0]![0] as CustomEvent).detail as {
      widgets: { name: string; hosts: number }[];
      readyAt: number;
      startedAt: number;
    };
    expect(detail.widgets).toEqual([expect.objectContaining({ name: 'demo', hosts: 1 })]);
    expect(detail.readyAt).toBeGreaterThanOrEqual(detail.startedAt);
  });
});

describe('HTML inserted and removed later', () => {
  it('mounts hosts inside inserted HTML, including the inserted element itself', async () => {
    const widget = countingWidget('demo', '.hook');
    start([widget.definition]);
    document.body.insertAdjacentHTML('beforeend', '<section class="hook"><div class="hook"></div></section>');
    await settle();
    expect(widget.mounted).toHaveLength(2);
  });

  it('unmounts hosts that leave the page, nested ones too', async () => {
    document.body.innerHTML = '<section class="outer hook"><div class="hook inner"></div></section>';
    const widget = countingWidget('demo', '.hook');
    start([widget.definition]);
    await settle();
    document.querySelector('.outer')!.remove();
    await settle();
    expect(widget.unmounted).toHaveLength(2);
  });

  it('does not remount a host moved within one batch', async () => {
    document.body.innerHTML = '<div id="a"><span class="hook"></span></div><div id="b"></div>';
    const widget = countingWidget('demo', '.hook');
    start([widget.definition]);
    await settle();
    document.getElementById('b')!.append(document.querySelector('.hook')!);
    await settle();
    expect(widget.mounted).toHaveLength(1);
    expect(widget.unmounted).toHaveLength(0);
  });

  it('never mounts a host twice when it is re-inserted as part of a larger insert', async () => {
    document.body.innerHTML = '<div class="hook"></div>';
    const widget = countingWidget('demo', '.hook');
    start([widget.definition]);
    await settle();
    const wrapper = document.createElement('div');
    document.body.append(wrapper);
    wrapper.append(document.querySelector('.hook')!);
    await settle();
    expect(widget.mounted).toHaveLength(1);
  });

  it('processes removals before additions: a replaced fragment mounts its new host', async () => {
    document.body.innerHTML = '<div class="area"><div class="hook" id="old"></div></div>';
    const widget = countingWidget('demo', '.hook');
    start([widget.definition]);
    await settle();
    document.querySelector('.area')!.outerHTML = '<div class="area"><div class="hook" id="new"></div></div>';
    await settle();
    expect(widget.unmounted.map((host) => host.id)).toEqual(['old']);
    expect(widget.mounted.map((host) => host.id)).toEqual(['old', 'new']);
  });

  it('does not scan inside a React root, but does inside server HTML marked for it', async () => {
    document.body.innerHTML =
      '<div data-vitrina-root="x"><div class="hook" id="owned"></div><div data-vitrina-html><div class="hook" id="server"></div></div></div>';
    const widget = countingWidget('demo', '.hook');
    start([widget.definition]);
    await settle();
    expect(widget.mounted.map((host) => host.id)).toEqual(['server']);
  });
});

describe('isolation', () => {
  it('a widget that throws in mount keeps its server HTML, is reported once, and others work on', async () => {
    document.body.innerHTML =
      '<div class="bad">server <b>html</b></div><div class="bad"></div><div class="good"></div>';
    const html = document.querySelector('.bad')!.innerHTML;
    const bad = countingWidget('bad', '.bad', {
      mount() {
        throw new Error('boom');
      },
    });
    const good = countingWidget('good', '.good');
    start([bad.definition, good.definition]);
    await settle();
    expect(document.querySelector('.bad')!.innerHTML).toBe(html);
    expect(document.querySelector('.bad')!.getAttribute('data-vitrina-state')).toBe('error');
    expect(reports).toEqual([{ widget: 'bad', error: expect.objectContaining({ message: 'boom' }) }]);
    expect(good.mounted).toHaveLength(1);
  });

  it('a chunk that fails to load is reported and marks its hosts error', async () => {
    document.body.innerHTML = '<div class="hook"></div>';
    const definition: WidgetDefinition = {
      name: 'broken',
      selector: '.hook',
      trigger: 'now',
      load: () => Promise.reject(new Error('404')),
    };
    const good = countingWidget('good', '.hook');
    start([definition, good.definition]);
    await settle();
    expect(reports.map((report) => report.widget)).toEqual(['broken']);
    expect(good.mounted).toHaveLength(1);
    expect(document.querySelector('.hook')!.getAttribute('data-vitrina-state')).toBe('error');
  });

  it('a chunk without mount() is a failure, not a crash', async () => {
    document.body.innerHTML = '<div class="hook"></div>';
    const definition = {
      name: 'empty',
      selector: '.hook',
      trigger: 'now',
      load: async () => ({ default: {} }),
    } as unknown as WidgetDefinition;
    start([definition]);
    await settle();
    expect(reports.map((report) => report.widget)).toEqual(['empty']);
  });

  it('an unmount that throws is reported and does not stop other unmounts', async () => {
    document.body.innerHTML = '<div class="a"></div><div class="b"></div>';
    const a = countingWidget('a', '.a', {
      mount: () => () => {
        throw new Error('unmount failed');
      },
    });
    const b = countingWidget('b', '.b');
    start([a.definition, b.definition]);
    await settle();
    document.body.innerHTML = '';
    await settle();
    expect(reports.map((report) => report.widget)).toEqual(['a']);
    expect(b.unmounted).toHaveLength(1);
  });
});
