/** Romanian labels of the edit-block links (the title comes from the server). */
export const BLOCK_EDIT_TEXTS = {
  group: 'Editare bloc',
  builder: 'Editează blocul',
  backend: 'Editează în panou',
} as const;
