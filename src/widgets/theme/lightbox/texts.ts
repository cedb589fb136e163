export const VIDEO_LABEL = 'Videoclip';
export const IMAGE_LABEL = 'Imagine';
export const VIDEO_UNSUPPORTED = 'Browserul tău nu poate reda acest videoclip.';
export const IMAGE_LOADING = 'Se încarcă imaginea';
