/** The product page's words (server-rendered; the Share button gets its label as a prop). */
export const productPage = {
  share: 'Share',
} as const;
