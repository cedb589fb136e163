import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlatsomeTheme } from '../../src/config/flatsome.ts';
import { resetConfigWarnings } from '../../src/config/warn.ts';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetConfigWarnings();
});

afterEach(() => {
  delete globals.flatsomeVars;
  vi.restoreAllMocks();
});

describe('flatsomeVars.sticky_height (spec §9: sticky header height 60 px)', () => {
  it('is 60 px when the theme prints no flatsomeVars', () => {
    expect(readFlatsomeTheme().stickyHeightPx).toBe(60);
  });
  it('is 60 px when flatsomeVars has no sticky_height', () => {
    globals.flatsomeVars = { ajaxurl: '/wp-admin/admin-ajax.php' };
    expect(readFlatsomeTheme().stickyHeightPx).toBe(60);
  });
  it("the page's value wins", () => {
    globals.flatsomeVars = { sticky_height: 70 };
    expect(readFlatsomeTheme().stickyHeightPx).toBe(70);
  });
});
