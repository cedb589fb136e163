import type { FileLike } from './types.ts';

/**
 * The file rule's `accept` list holds extensions (`.pdf`) and MIME types (`image/png`, `image/*`).
 * A MIME entry stands for the extensions commonly sent with it, so the check needs only the name.
 */
const MIME_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/png': ['png'],
  'image/bmp': ['bmp'],
  'image/tiff': ['tif', 'tiff'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/heic': ['heic'],
  'image/svg+xml': ['svg'],
  'image/x-icon': ['ico'],
  'video/x-ms-asf': ['asf', 'asx'],
  'video/x-ms-wmv': ['wmv'],
  'video/x-msvideo': ['avi'],
  'video/x-flv': ['flv'],
  'video/quicktime': ['mov', 'qt'],
  'video/mpeg': ['mpeg', 'mpg', 'mpe'],
  'video/mp4': ['mp4', 'm4v'],
  'video/ogg': ['ogv'],
  'video/webm': ['webm'],
  'video/x-matroska': ['mkv'],
  'video/3gpp': ['3gp', '3gpp'],
  'text/plain': ['txt', 'asc', 'c', 'cc', 'h', 'srt'],
  'text/csv': ['csv'],
  'text/tab-separated-values': ['tsv'],
  'text/calendar': ['ics'],
  'text/richtext': ['rtx'],
  'text/css': ['css'],
  'text/html': ['htm', 'html'],
  'text/vtt': ['vtt'],
  'audio/mpeg': ['mp3', 'm4a', 'm4b'],
  'audio/aac': ['aac'],
  'audio/x-realaudio': ['ra', 'ram'],
  'audio/wav': ['wav'],
  'audio/ogg': ['ogg', 'oga'],
  'audio/flac': ['flac'],
  'audio/midi': ['mid', 'midi'],
  'audio/x-ms-wma': ['wma'],
  'audio/x-matroska': ['mka'],
  'application/rtf': ['rtf'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.ms-powerpoint': ['pot', 'pps', 'ppt'],
  'application/vnd.ms-excel': ['xla', 'xls', 'xlt', 'xlw'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
  'application/zip': ['zip'],
  'application/x-tar': ['tar'],
  'application/x-gzip': ['gz', 'gzip'],
  'application/x-7z-compressed': ['7z'],
  'application/rar': ['rar'],
};

/** The extensions (without dot, lower case) one accept entry allows. */
function extensionsOf(entry: string): readonly string[] {
  const normal = entry.trim().toLowerCase();
  if (normal.startsWith('.')) return [normal.slice(1)];
  if (normal.endsWith('/*')) {
    const group = normal.slice(0, -1);
    return Object.entries(MIME_EXTENSIONS)
      .filter(([mime]) => mime.startsWith(group))
      .flatMap(([, extensions]) => extensions);
  }
  return MIME_EXTENSIONS[normal] ?? [];
}

export function fileAccepted(file: FileLike, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const allowed = accept.flatMap(extensionsOf);
  return allowed.some((extension) => name.endsWith(`.${extension}`));
}
