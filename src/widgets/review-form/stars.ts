/**
 * The rating as an APG radio group in place of the hidden `select#rating` (which stays the posted
 * value): Tab enters on the checked star (or the first), arrows move and check, Space checks.
 */
export function createStars(select: HTMLSelectElement, labels: readonly string[]): { element: HTMLElement; destroy(): void } {
  const group = document.createElement('p');
  group.className = 'stars';
  group.setAttribute('role', 'radiogroup');
  const label = select.form?.querySelector<HTMLLabelElement>('label[for="rating"]') ?? null;
  if (label) {
    label.id ||= 'comment-form-rating-label';
    group.setAttribute('aria-labelledby', label.id);
  } else group.setAttribute('aria-label', 'Evaluarea ta');
  // A hidden required select would make the browser block the submit silently ("not focusable"):
  // the requirement moves to the radio group, checked with the alert on submit.
  const wasRequired = select.required;
  if (wasRequired) group.setAttribute('aria-required', 'true');
  select.required = false;

  const stars = [1, 2, 3, 4, 5].map((value) => {
    const star = document.createElement('span');
    star.className = `star-${value}`;
    star.setAttribute('role', 'radio');
    star.setAttribute('aria-label', labels[value - 1] ?? `${value} din 5 stele`);
    star.dataset.value = String(value);
    star.textContent = '★';
    star.style.cssText = 'cursor:pointer;font-size:1.4em;padding:0 2px';
    group.append(star);
    return star;
  });

  const render = () => {
    const checked = Number(select.value) || 0;
    group.classList.toggle('selected', checked > 0);
    stars.forEach((star, index) => {
      const value = index + 1;
      star.setAttribute('aria-checked', String(value === checked));
      star.classList.toggle('active', value === checked);
      star.style.color = value <= checked ? '#f5a623' : '#999';
      star.tabIndex = value === (checked || 1) ? 0 : -1;
    });
  };
  const check = (value: number) => {
    select.value = String(value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    render();
    stars[value - 1]?.focus();
  };
  const onClick = (event: MouseEvent) => {
    const star = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="radio"]') : null;
    if (star && group.contains(star)) check(Number(star.dataset.value));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = stars.findIndex((star) => star === event.target);
    if (current < 0) return;
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (event.key === ' ') {
      event.preventDefault();
      check(current + 1);
    } else if (step !== 0) {
      event.preventDefault();
      check(((current + step + 5) % 5) + 1);
    }
  };
  group.addEventListener('click', onClick);
  group.addEventListener('keydown', onKeyDown);
  select.hidden = true;
  select.style.display = 'none';
  select.after(group);
  render();
  return {
    element: group,
    destroy() {
      group.remove();
      select.required = wasRequired;
      select.hidden = false;
      select.style.display = '';
    },
  };
}
