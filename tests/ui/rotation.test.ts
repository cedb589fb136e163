import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRotation } from '../../src/ui/rotation.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

function carousel(printedLive: string | null) {
  document.body.innerHTML = '<div class="region"><div class="track"></div></div>';
  const region = document.querySelector<HTMLElement>('.region')!;
  const track = document.querySelector<HTMLElement>('.track')!;
  if (printedLive !== null) track.setAttribute('aria-live', printedLive);
  const controller = new AbortController();
  const rotation = createRotation({
    region,
    track,
    intervalMs: 5000,
    pauseOnHover: true,
    rotationButton: null,
    onTick: () => {},
    signal: controller.signal,
  });
  return { track, rotation, controller };
}

describe('createRotation', () => {
  it('keeps the track quiet while rotating and polite once stopped', () => {
    vi.useFakeTimers();
    const { track, rotation } = carousel(null);
    expect(track.getAttribute('aria-live')).toBe('off');
    rotation.toggle();
    expect(track.getAttribute('aria-live')).toBe('polite');
  });

  it('gives the track its printed aria-live back when it stops for good (unmount)', () => {
    vi.useFakeTimers();
    const none = carousel(null);
    none.controller.abort();
    expect(none.track.hasAttribute('aria-live')).toBe(false);
    const printed = carousel('assertive');
    printed.controller.abort();
    expect(printed.track.getAttribute('aria-live')).toBe('assertive');
  });
});
