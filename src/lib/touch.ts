/** Touch widths: phones and tablets up to a landscape iPad. */
export const TOUCH_MEDIA = '@media (max-width: 1024px)';
