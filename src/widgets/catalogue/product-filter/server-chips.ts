/** Names the server already printed in its chips (used when the form does not show that term). */
export function serverChipNames(panel: Element | null): Map<string, string> {
  const names = new Map<string, string>();
  panel?.querySelectorAll<HTMLElement>('a[data-tax][data-slug]').forEach((link) => {
    names.set(`${link.dataset.tax}|${link.dataset.slug}`, link.textContent?.trim() ?? '');
  });
  return names;
}
