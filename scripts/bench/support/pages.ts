/** The fixture pages the bench loads, one of each kind the shop prints. */
export const benchPages: readonly string[] = [
  '/',
  '/produse/',
  '/produs/apa-de-toaleta-briza-de-mare/',
  '/produs/apa-de-parfum-floare-de-tei/',
  '/cos/',
  '/finalizare-comanda/',
  '/contul-meu/',
  '/contact/',
  '/recenzii/',
  '/pareri-clienti/',
];
