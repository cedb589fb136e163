/** Romanian defaults; the texts the plugin prints on the page win. */
export const CONSENT_TEXTS = {
  region: 'Consimțământ pentru cookie-uri',
  dialogTitle: 'Prezentare generală a confidențialității',
  save: 'Salvează și acceptă',
  alwaysOn: 'Întotdeauna activate',
  details: 'Detalii',
  manage: 'Gestionează consimțământul',
  saved: 'Preferințele pentru cookie-uri au fost salvate.',
  deleted: 'Cookie-urile au fost șterse. Îți vom cere din nou acordul pe pagina următoare.',
} as const;
