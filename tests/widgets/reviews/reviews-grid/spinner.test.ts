import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSpinner } from '../../../../src/widgets/reviews/reviews-grid/spinner.ts';
import { Spinner } from '../../../../src/ui/Spinner.tsx';
import { render } from '../../../ui/render.tsx';

afterEach(() => document.body.replaceChildren());

describe('createSpinner', () => {
  it('is the markup <Spinner> renders: a hidden wheel and a label read by screen readers', () => {
    const view = render(createElement(Spinner, { label: 'Se încarcă recenziile…' }));
    const drawn = createSpinner('Se încarcă recenziile…');
    expect(drawn.outerHTML.replace(/\s+/g, '')).toBe(view.container.innerHTML.replace(/\s+/g, ''));
    expect(drawn.querySelector('[aria-hidden="true"]')!.className).toBe('vitrina-spinner loading-spin');
    expect(document.querySelector('style[data-vitrina-ui]')).not.toBeNull();
  });
});
