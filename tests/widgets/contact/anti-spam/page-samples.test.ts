import { describe, expect, it } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import { pageRecorder } from '../../../../src/widgets/contact/anti-spam/page-samples.ts';

const click = () => {
  document.dispatchEvent(new MouseEvent('mousedown'));
  document.dispatchEvent(new MouseEvent('mouseup'));
};

describe("the page recorder (one for every form, through the forms' contexts)", () => {
  it('records page clicks once however many forms share it, keeps recording while any form is mounted, and stops after the last', () => {
    const first = createContext('anti-spam', document.body);
    const second = createContext('anti-spam', document.body);
    const recorder = pageRecorder(first);
    expect(pageRecorder(second)).toBe(recorder);
    click();
    expect(recorder.mouseclicks.total).toBe(1);
    first.dispose();
    click();
    expect(recorder.mouseclicks.total).toBe(2);
    second.dispose();
    click();
    expect(recorder.mouseclicks.total).toBe(2);
  });
});
