import { SESSION_EXPIRED_TEXT } from '../../../i18n/coupon.ts';

/** Texts of the order review and order placement; the server's own notices win where it sends them. */
export const TEXTS = {
  refreshFailed: 'Totalul comenzii nu a putut fi actualizat.',
  placeFailed: 'Comanda nu a fost trimisă.',
  keptNote: 'Datele introduse au rămas în formular.',
  termsTitle: 'Termeni și condiții',
  noticesLabel: 'Mesaje despre comandă',
  goToField: 'Mergi la câmp',
  badRedirect:
    'Comanda a fost primită, dar adresa spre care trebuia să mergi (plata sau confirmarea) nu este sigură și nu a fost deschisă. Verifică e-mailul de confirmare înainte să plasezi comanda din nou.',
  couponTitle: 'Cupon',
  couponKept: 'Codul introdus a rămas în câmp.',
  couponNotRemoved: 'Cuponul nu a fost eliminat.',
  sessionExpired: SESSION_EXPIRED_TEXT,
} as const;
