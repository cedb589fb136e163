export const COMING_SOON_TEXTS = {
  region: 'Mod „În curând”',
  dismiss: 'Închide anunțul „În curând”',
  failed: 'Anunțul nu a putut fi închis definitiv și va apărea din nou la următoarea pagină.',
} as const;
