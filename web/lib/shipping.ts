/** Shipping is free, and every screen (cart, product page, boards dialog) says it in these words. */
export const FREE_SHIPPING_NOTE = 'Free shipping on every order';
