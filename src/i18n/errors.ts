import type { ApiError } from '../api/result.ts';

/** What a shopper reads when a call fails; widgets with their own §8 row use that text instead. */
export const ERROR_TEXTS = {
  aborted: 'Cererea a fost anulată.',
  offline: 'Se pare că nu ești conectat la internet. Verifică conexiunea și încearcă din nou.',
  timeout: 'Serverul nu a răspuns la timp. Încearcă din nou.',
  http: 'A apărut o eroare pe server. Încearcă din nou.',
  invalid_json: 'Răspunsul serverului nu este valid. Încearcă din nou.',
  server: 'A apărut o eroare necunoscută.',
} as const;

/** A server's own message wins; it is shown as text, never as HTML. */
export function errorText(error: ApiError): string {
  if (error.kind === 'server' && error.message.trim() !== '') return error.message;
  return ERROR_TEXTS[error.kind];
}
