/**
 * The zoom view's texts (issue 31, item 3), loaded with the view when "Enlarge picture" is pressed: a module
 * of their own, so that neither the listings nor the product page (which load catalogue-messages.ts) carry
 * them at first load.
 */
export const ZOOM_CLOSE_LABEL = 'Close';
export const ZOOM_PREVIOUS_LABEL = 'Previous picture';
export const ZOOM_NEXT_LABEL = 'Next picture';
/** The zoom view's visible text on its Previous and Next buttons (their names above contain it). */
export const ZOOM_PREVIOUS_TEXT = 'Previous';
export const ZOOM_NEXT_TEXT = 'Next';
/** The zoom view's name: it shows every picture of the product, one at a time. */
export function zoomDialogLabel(name: string): string {
  return `Pictures of ${name}, enlarged`;
}
/** Which picture the zoom view shows: "2 of 5". */
export function zoomCounterText(position: number, total: number): string {
  return `${position} of ${total}`;
}
