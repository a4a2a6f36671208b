/**
 * The `sizes` of a product card's photo when it has a srcset. Whatever preloads the menu's first
 * photo (index.html's inline script, the server's Link header on /menu) gives the same, so that the
 * browser picks the same candidate once.
 */
export const PRODUCT_IMAGE_SIZES = "(max-width: 768px) 100vw, (max-width: 969px) 50vw, 320px";
