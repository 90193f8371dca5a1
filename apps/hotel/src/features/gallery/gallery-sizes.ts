/** The gallery is the page width up to 640 px (the screen's column). */
export const GALLERY_SIZES = '(min-width: 640px) 640px, 100vw';
