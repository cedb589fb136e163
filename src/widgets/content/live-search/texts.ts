export const TEXTS = {
  listLabel: 'Sugestii de produse',
  failed: 'Sugestiile nu au putut fi încărcate. Apasă Enter pentru a vedea toate rezultatele căutării.',
} as const;
