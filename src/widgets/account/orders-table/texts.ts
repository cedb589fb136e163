/** The scroll area's name, read when keyboard focus lands on it (only while it scrolls). */
export const ORDERS_SCROLL_LABEL = 'Comenzile tale, derulează pe orizontală';
