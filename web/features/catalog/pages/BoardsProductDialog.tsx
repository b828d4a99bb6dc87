/** /boards/{storefront}/product/{product}: to be built (issue 6). */
export function BoardsProductDialog() {
  return null;
}
