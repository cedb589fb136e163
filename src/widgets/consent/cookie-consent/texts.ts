/** Romanian defaults; the texts the plugin prints on the page win. */
export const CONSENT_TEXTS = {
  region: 'Consimțământ pentru cookie-uri',
  message: 'Folosim cookie-uri pentru ca magazinul să funcționeze și, cu acordul tău, pentru statistici și publicitate.',
  accept: 'Accept',
  reject: 'Refuz',
  acceptAll: 'Accept tot',
  settings: 'Setări cookie-uri',
  dialogTitle: 'Prezentare generală a confidențialității',
  save: 'Salvează și acceptă',
  alwaysOn: 'Întotdeauna activate',
  details: 'Detalii',
  manage: 'Gestionează consimțământul',
  saved: 'Preferințele pentru cookie-uri au fost salvate.',
} as const;
