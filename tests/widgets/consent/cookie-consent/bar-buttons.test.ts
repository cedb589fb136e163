import { describe, expect, it } from 'vitest';
import { barAction, barControls } from '../../../../src/widgets/consent/cookie-consent/read-markup.ts';

/** cookie-law-info 3.5.3 legacy/public/modules/shortcode/shortcode.php button markup. */
const ACCEPT =
  '<a role="button" tabindex="0" data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn">Accept</a>';
const ACCEPT_ALL =
  '<a id="wt-cli-accept-all-btn" tabindex="0" role="button" data-cli_action="accept_all" class="wt-cli-element medium cli-plugin-button wt-cli-accept-all-btn cookie_action_close_header cli_action_button">Accept tot</a>';
const REJECT =
  '<a role="button" tabindex="0" id="cookie_action_close_header_reject" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header_reject cli_action_button wt-cli-reject-btn" data-cli_action="reject">Refuz</a>';
const SETTINGS = '<a role="button" class="cli_settings_button">Setări</a>';

/** Each wired control as [action, its text], in page order. */
const wired = (element: HTMLElement) =>
  barControls(element).map(({ action, element: control }) => [action, control.textContent]);

function bar(...buttons: string[]): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `<div class="cli-bar-message">Mesaj</div>${buttons.join('')}`;
  return element;
}

describe('the bar buttons the site owner configured (legacy-contracts §19)', () => {
  it.each([
    [[ACCEPT_ALL], [['accept_all', 'Accept tot']]],
    [[ACCEPT], [['accept', 'Accept']]],
    [
      [REJECT, ACCEPT_ALL],
      [
        ['reject', 'Refuz'],
        ['accept_all', 'Accept tot'],
      ],
    ],
    [
      [SETTINGS, ACCEPT],
      [
        ['settings', 'Setări'],
        ['accept', 'Accept'],
      ],
    ],
    [
      [SETTINGS, REJECT, ACCEPT, ACCEPT_ALL],
      [
        ['settings', 'Setări'],
        ['reject', 'Refuz'],
        ['accept', 'Accept'],
        ['accept_all', 'Accept tot'],
      ],
    ],
    [[], []],
  ])('%#: exactly the printed ones, in page order', (buttons, expected) => {
    expect(wired(bar(...buttons))).toEqual(expected);
  });

  it('data-cli_action decides over the classes (accept all also carries cookie_action_close_header)', () => {
    const element = bar(ACCEPT_ALL).querySelector('a');
    expect(element && barAction(element)).toBe('accept_all');
  });

  it('the close "×" accepts too, beside the accept button', () => {
    const close =
      '<a aria-label="Închide bara" data-cli_action="accept" class="wt-cli-element cli_cookie_close_button" title="Închide și acceptă">×</a>';
    expect(wired(bar(ACCEPT, close))).toEqual([
      ['accept', 'Accept'],
      ['accept', '×'],
    ]);
  });

  it('a settings button set to open a URL (shortcode.php prints its href) stays a link, unwired', () => {
    expect(wired(bar('<a href="/cookie-uri/" class="cli_settings_button">Setări</a>', ACCEPT))).toEqual([
      ['accept', 'Accept'],
    ]);
    expect(wired(bar('<a href="#" class="cli_settings_button">Setări</a>'))).toEqual([['settings', 'Setări']]);
  });

  it('a control inside another is wired once', () => {
    expect(
      wired(bar('<a class="cli_settings_button"><span class="cookie_action_close_header">Setări</span></a>')),
    ).toEqual([['settings', 'Setări']]);
  });
});
