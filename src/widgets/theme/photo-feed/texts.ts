/** The theme's own line (spec §8), kept in English as Flatsome prints it; `{message}` is the server's or ours. */
export const FEED_ERROR = 'Instagram error: {message}';
/** The server's answer to a block printed without its data; the call is not made for it. */
export const INVALID_DATA = 'Invalid data';
