/**
 * Set-up of every browser-side test file. In the VM pool a file's happy-dom window starts at the URL the
 * worker's previous file left (a test that navigated to `?add-to-cart=42` was seen by the next file's
 * filter); each file starts on the shop's home page, as it did in a fresh process.
 */
const HOME = 'http://localhost:3000/';
if (typeof location !== 'undefined' && location.href !== HOME) history.replaceState(null, '', HOME);
