/**
 * The item options popup's code. The router loads it on the first tap on a product; the menu also
 * asks for it once the page is idle, so that tap does not wait for the chunk and its styles (an
 * item opens within 100 ms).
 */
export const loadItemRoute = () => import('./ItemRoute');
