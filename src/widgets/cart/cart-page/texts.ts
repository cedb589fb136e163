/** The cart page's own texts; WooCommerce's notices (from the server) are shown as they come. */
export const TEXTS = {
  updated: 'Coșul a fost actualizat.',
  emptied: 'Coșul este gol acum.',
  totalsUpdated: 'Totalul coșului a fost actualizat.',
  notUpdated: 'Coșul nu a fost actualizat.',
  quantitiesKept: 'Cantitățile introduse au rămas în formular.',
  notRemoved: 'Produsul nu a fost eliminat din coș.',
  couponKept: 'Codul introdus a rămas în câmp.',
  couponNotRemoved: 'Cuponul nu a fost eliminat.',
  shippingNotChanged: 'Metoda de livrare nu a fost schimbată.',
  calculatorKept: 'Costurile de livrare nu au fost recalculate. Datele introduse au rămas în formular.',
} as const;
