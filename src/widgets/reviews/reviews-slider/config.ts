import { readSection } from '../../../config/section.ts';

/**
 * Whether Customer Reviews opens review images in its lightbox (`cr_ajax_object.disable_lightbox`
 * unset): all the slider reads of the plugin's globals. Read here rather than through the area's
 * whole reviews config (upload rules, texts, the captcha bridge): the slider is on the home page,
 * which would fetch all of that for one flag.
 */
export function lightboxOn(): boolean {
  return !readSection('cr_ajax_object', { required: false }).flag('disable_lightbox', false);
}
