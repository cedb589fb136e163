/**
 * Contact Form 7's own client texts (spec §2.9, §8) in the plugin's Romanian translation; messages
 * the server sends win wherever it sends one.
 */
export const TEXTS = {
  fetchError: 'Probabil ești offline.',
  invalidJson: 'Răspunsul nu este un răspuns JSON valid.',
  unknownError: 'A apărut o eroare necunoscută.',
  timeout: 'Serverul nu a răspuns la timp. Mesajul nu a fost trimis; încearcă din nou.',
  misplacedPrefix: 'Eroare:',
  misplaced: 'Acest formular de contact este plasat în locul greșit.',
  sending: 'Se trimite mesajul…',
} as const;
