import { afterEach, describe, expect, it, vi } from 'vitest';
import { dockAtBottom, dockedHeight, keepClearOfDock, type DockHandle } from '../../src/ui/bottom-dock.ts';

function fixedBox(height: number): HTMLElement {
  const element = document.createElement('div');
  element.style.position = 'fixed';
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height });
  document.body.append(element);
  return element;
}

/** The stack is laid out in the next animation frame. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const handles: DockHandle[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  handles.splice(0).forEach((handle) => handle.release());
  document.body.replaceChildren();
});

describe('bottom dock', () => {
  it('raises a bar by its bottom, and an element docked with lift "transform" by a translateY, before the next paint', async () => {
    const bar = fixedBox(50);
    const badge = fixedBox(120);
    handles.push(dockAtBottom(badge, 10, 'transform'), dockAtBottom(bar, 1));
    expect(badge.style.transform).toBe('');
    await nextFrame();
    expect(bar.style.bottom).toBe('0px');
    expect(badge.style.transform).toBe('translateY(-50px)');
    expect(badge.style.bottom).toBe('');
    expect(dockedHeight()).toBe(170);
  });

  it('lifts a bar shown later above the bars measured under it at once, not a frame late (no jump over them)', async () => {
    const notice = fixedBox(48);
    handles.push(dockAtBottom(notice, 1));
    await nextFrame();
    const banner = fixedBox(69);
    banner.style.display = 'none';
    const bannerHandle = dockAtBottom(banner, 2);
    handles.push(bannerHandle);
    await nextFrame();
    banner.style.display = 'block';
    bannerHandle.update();
    expect(banner.style.bottom).toBe('48px');
    await nextFrame();
    expect(banner.style.bottom).toBe('48px');
    expect(dockedHeight()).toBe(117);
  });

  it('a bar shown as the bar under it goes sits at the bottom at once, not a frame above the gone one (the cookie banner closing to its tab)', async () => {
    const banner = fixedBox(69);
    const tab = fixedBox(43);
    tab.style.display = 'none';
    const bannerHandle = dockAtBottom(banner, 1);
    const tabHandle = dockAtBottom(tab, 2);
    handles.push(bannerHandle, tabHandle);
    await nextFrame();
    banner.style.display = 'none';
    bannerHandle.update();
    tab.style.display = 'block';
    tabHandle.update();
    expect(tab.style.bottom).toBe('0px');
    await nextFrame();
    expect(tab.style.bottom).toBe('0px');
    expect(dockedHeight()).toBe(43);
  });

  it('drops the transform when nothing is under the element any more, and on release', async () => {
    const bar = fixedBox(50);
    const badge = fixedBox(120);
    const badgeHandle = dockAtBottom(badge, 10, 'transform');
    const barHandle = dockAtBottom(bar, 1);
    bar.style.display = 'none';
    barHandle.update();
    await nextFrame();
    expect(badge.style.transform).toBe('');
    bar.style.display = 'block';
    barHandle.update();
    await nextFrame();
    expect(badge.style.transform).toBe('translateY(-50px)');
    badgeHandle.release();
    expect(badge.style.transform).toBe('');
    barHandle.release();
    await nextFrame();
    expect(dockedHeight()).toBe(0);
  });

  it('leaves out an element the site does not fix to the viewport: no bottom written, its height not counted', async () => {
    // WooCommerce's woocommerce.css prints the store notice absolute at the top of the page.
    const notice = fixedBox(720);
    notice.style.position = 'absolute';
    const bar = fixedBox(50);
    handles.push(dockAtBottom(notice, 1), dockAtBottom(bar, 2));
    await nextFrame();
    expect(notice.style.bottom).toBe('');
    expect(bar.style.bottom).toBe('0px');
    expect(dockedHeight()).toBe(50);
  });

  describe('the room reserved after the content', () => {
    /** The page's height, the window's and where it is scrolled to (jsdom lays nothing out). */
    function page(geometry: { height: number; view: number; scrolled: number }) {
      vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => geometry.height);
      vi.spyOn(document.documentElement, 'clientHeight', 'get').mockImplementation(() => geometry.view);
      vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => geometry.scrolled);
      return geometry;
    }
    const spacerHeight = () => document.querySelector<HTMLElement>('.vitrina-dock-spacer')?.style.height ?? 'none';

    it('a bar going at the end of the page keeps its room until the shopper scrolls up: the page does not move under the window (nor under a press)', async () => {
      const geometry = page({ height: 2890, view: 720, scrolled: 2170 });
      const banner = fixedBox(69);
      const handle = dockAtBottom(banner, 1);
      handles.push(handle);
      await nextFrame();
      expect(spacerHeight()).toBe('69px');
      banner.style.display = 'none';
      handle.update();
      await nextFrame();
      expect(dockedHeight()).toBe(0);
      expect(spacerHeight()).toBe('69px');
      geometry.scrolled = 2140; // 30 px up: 30 px may go
      window.dispatchEvent(new Event('scroll'));
      await nextFrame();
      expect(spacerHeight()).toBe('39px');
      geometry.scrolled = 1000;
      window.dispatchEvent(new Event('scroll'));
      await nextFrame();
      expect(spacerHeight()).toBe('none');
    });

    it('with room enough below the window the room goes at once, down to the bars still shown', async () => {
      page({ height: 2890, view: 720, scrolled: 0 });
      const tab = fixedBox(41);
      const banner = fixedBox(69);
      const handle = dockAtBottom(banner, 1);
      handles.push(handle, dockAtBottom(tab, 2));
      await nextFrame();
      expect(spacerHeight()).toBe('110px');
      banner.style.display = 'none';
      handle.update();
      await nextFrame();
      expect(spacerHeight()).toBe('41px');
    });
  });

  describe('focus under the bars', () => {
    /** A 50 px bar at the bottom, and a block at `top` of `height` px holding a line of text. */
    async function blockAndBar(top: number, height: number) {
      handles.push(dockAtBottom(fixedBox(50), 1));
      await nextFrame();
      const block = document.createElement('div');
      block.tabIndex = 0;
      block.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 100, height });
      const text = document.createElement('span');
      block.append(text);
      document.body.append(block);
      return { block, text, scrollBy: vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined) };
    }
    const focusIn = (element: Element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const bottomOfRoom = () => window.innerHeight - 50;

    it('scrolls an element focused from the keyboard clear of the bars', async () => {
      const { block, scrollBy } = await blockAndBar(bottomOfRoom() - 20, 60);
      focusIn(block);
      expect(scrollBy).toHaveBeenCalledWith({ top: 48, behavior: 'instant' });
    });

    it('leaves the page still when focus goes to what shows where the shopper pressed: the release must land where the press did', async () => {
      const { block, text, scrollBy } = await blockAndBar(bottomOfRoom() - 20, 60);
      // happy-dom lays nothing out: the point pressed shows `text` until the page moves.
      let shown: Element | null = text;
      vi.spyOn(document, 'elementFromPoint').mockImplementation(() => shown);
      text.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: 40, clientY: 500 }));
      focusIn(block);
      text.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: 40, clientY: 500 }));
      focusIn(block); // a control drawn anew in the pressed one's place, focused after the release
      expect(scrollBy).not.toHaveBeenCalled();
      shown = null; // the page moved: the point pressed shows something else now
      focusIn(block);
      expect(scrollBy).toHaveBeenCalledTimes(1);
    });

    it('leaves an element taller than the room where it is while its top shows (a tab panel Tab leads into)', async () => {
      const { block, scrollBy } = await blockAndBar(85, 1500);
      focusIn(block);
      expect(scrollBy).not.toHaveBeenCalled();
    });

    it('brings a tall element whose top is under the bars up by its top, not by its bottom', async () => {
      const { block, scrollBy } = await blockAndBar(bottomOfRoom() + 10, 1500);
      focusIn(block);
      expect(scrollBy).toHaveBeenCalledWith({ top: bottomOfRoom() + 10 - 8, behavior: 'instant' });
    });

    it('keepClearOfDock scrolls a message that appeared under the bars clear of them, and leaves one above them', async () => {
      const { block, scrollBy } = await blockAndBar(bottomOfRoom() - 10, 24);
      keepClearOfDock(block);
      expect(scrollBy).toHaveBeenCalledWith({ top: 22, behavior: 'instant' });
      scrollBy.mockClear();
      block.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: bottomOfRoom() - 40, width: 100, height: 24 });
      keepClearOfDock(block);
      expect(scrollBy).not.toHaveBeenCalled();
    });
  });
});
