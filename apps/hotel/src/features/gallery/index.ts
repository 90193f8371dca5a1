export { HotelGallery, type HotelGalleryProps } from './hotel-gallery';
