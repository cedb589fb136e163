/** Shopper-facing texts of the mobile menu (the dialog's name comes from flatsomeVars.i18n.mainMenu). */
export const openLevelLabel = (name: string) => `Deschide ${name}`;
export const BACK_TEXT = 'Înapoi';
export const backLabel = (name: string) => `Înapoi din ${name}`;
