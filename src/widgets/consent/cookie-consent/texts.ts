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
  ccpaPrompt: 'Sigur dorești să renunți?',
  ccpaConfirm: 'Confirmă',
  ccpaCancel: 'Anulează',
} as const;

/** The CCPA prompt's question and answers: the server's `ccpa_data`, else the defaults above. */
export interface CcpaTexts {
  readonly prompt: string;
  readonly confirm: string;
  readonly cancel: string;
}
