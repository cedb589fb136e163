import { describe, expect, it } from 'vitest';
import { readNoticeControl } from '../../../../src/widgets/consent/admin-notices/model.ts';

function control(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content.firstElementChild!;
}

describe('admin notice controls', () => {
  it('dismiss and snooze links name their action and slug', () => {
    expect(readNoticeControl(control('<a class="ademti-dismiss" data-ademti-notice-slug="feed">x</a>'))).toEqual({
      action: 'ademti_dismissible_wp_notices_dismiss',
      slug: 'feed',
    });
    expect(readNoticeControl(control('<a class="ademti-snooze" data-ademti-notice-slug="feed">x</a>'))).toEqual({
      action: 'ademti_dismissible_wp_notices_snooze',
      slug: 'feed',
    });
  });

  it('a control without a slug does nothing, as the library returns early', () => {
    expect(readNoticeControl(control('<a class="ademti-dismiss" data-ademti-notice-slug="">x</a>'))).toBeNull();
    expect(readNoticeControl(control('<a class="ademti-dismiss">x</a>'))).toBeNull();
  });
});
