/** Names of the disclosure buttons added next to menu links that open a sub-menu. */
export const submenuToggleLabel = (linkText: string) => `Submeniu ${linkText}`;
