import { afterEach, describe, expect, it } from 'vitest';
import { readConsentConfig } from '../../src/config/consent.ts';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const name of ['cli_cookiebar_settings', 'CLI_COOKIEBAR_AS_POPUP']) delete globals[name];
});

/** cookie-law-info 3.5.3 legacy public js L113 (`cookie_bar_as`), L4 (`CLI_COOKIEBAR_AS_POPUP`), L706, L738. */
describe('how the site shows the bar (cookie_bar_as)', () => {
  it('a banner unless the settings say widget or popup', () => {
    expect(readConsentConfig().barAs).toBe('banner');
    globals.cli_cookiebar_settings = { cookie_bar_as: 'banner', as_popup: '1' };
    expect(readConsentConfig().barAs).toBe('banner');
    globals.cli_cookiebar_settings = { cookie_bar_as: 'widget' };
    expect(readConsentConfig().barAs).toBe('widget');
    globals.cli_cookiebar_settings = { cookie_bar_as: 'popup' };
    expect(readConsentConfig().barAs).toBe('popup');
  });

  it('a popup when the page sets CLI_COOKIEBAR_AS_POPUP, whatever the settings say', () => {
    globals.cli_cookiebar_settings = { cookie_bar_as: 'widget' };
    globals.CLI_COOKIEBAR_AS_POPUP = true;
    expect(readConsentConfig().barAs).toBe('popup');
  });

  it('the widget on the left unless widget_position is right; the overlay only with popup_overlay on', () => {
    globals.cli_cookiebar_settings = { widget_position: 'right', popup_overlay: '1' };
    expect(readConsentConfig()).toMatchObject({ widgetSide: 'right', popupOverlay: true });
    globals.cli_cookiebar_settings = { widget_position: 'left', popup_overlay: '' };
    expect(readConsentConfig()).toMatchObject({ widgetSide: 'left', popupOverlay: false });
    globals.cli_cookiebar_settings = {};
    expect(readConsentConfig()).toMatchObject({ widgetSide: 'left', popupOverlay: false });
  });
});
