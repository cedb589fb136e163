/**
 * Swatches (Flatsome's `.ux-swatches[data-attribute_name] > .ux-swatch[data-value]`) as an APG
 * radio group over the attribute's select: the select stays the value that is posted.
 */
export interface SwatchGroup {
  readonly attribute: string;
  render(selected: string, isAvailable: (value: string) => boolean): void;
  destroy(): void;
}

export function enhanceSwatches(container: HTMLElement, label: string, onPick: (value: string) => void): SwatchGroup {
  const attribute = container.dataset.attribute_name ?? '';
  const swatches = [...container.querySelectorAll<HTMLElement>('[data-value]')];
  container.setAttribute('role', 'radiogroup');
  if (label) container.setAttribute('aria-label', label);
  for (const swatch of swatches) {
    swatch.setAttribute('role', 'radio');
    const name = swatch.dataset.name ?? swatch.getAttribute('title') ?? swatch.dataset.value ?? '';
    if (!swatch.textContent?.trim() && !swatch.hasAttribute('aria-label')) swatch.setAttribute('aria-label', name);
  }

  const pick = (swatch: HTMLElement) => {
    if (swatch.getAttribute('aria-disabled') === 'true') return;
    onPick(swatch.dataset.value ?? '');
  };
  const onClick = (event: MouseEvent) => {
    const swatch = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-value]') : null;
    if (!swatch || !container.contains(swatch)) return;
    event.preventDefault();
    pick(swatch);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = swatches.findIndex((swatch) => swatch === event.target);
    if (index < 0) return;
    const current = swatches[index];
    if ((event.key === ' ' || event.key === 'Enter') && current) {
      event.preventDefault();
      pick(current);
      return;
    }
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    for (let step = 1; step <= swatches.length; step += 1) {
      const next = swatches[(index + delta * step + swatches.length * step) % swatches.length];
      if (next && next.getAttribute('aria-disabled') !== 'true') {
        next.focus();
        pick(next);
        return;
      }
    }
  };
  container.addEventListener('click', onClick);
  container.addEventListener('keydown', onKeyDown);

  return {
    attribute,
    render(selected, isAvailable) {
      const focusable = swatches.find((swatch) => swatch.dataset.value === selected) ?? swatches.find((swatch) => isAvailable(swatch.dataset.value ?? ''));
      for (const swatch of swatches) {
        const value = swatch.dataset.value ?? '';
        const checked = value !== '' && value === selected;
        const available = isAvailable(value);
        swatch.classList.toggle('selected', checked);
        swatch.classList.toggle('disabled', !available);
        swatch.setAttribute('aria-checked', String(checked));
        swatch.setAttribute('aria-disabled', String(!available));
        swatch.tabIndex = swatch === focusable ? 0 : -1;
      }
    },
    destroy() {
      container.removeEventListener('click', onClick);
      container.removeEventListener('keydown', onKeyDown);
    },
  };
}
