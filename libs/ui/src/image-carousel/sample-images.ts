import type { CarouselImage } from './image-carousel';

/** Inline SVG placeholders so stories and tests never reach the network. */
function placeholder(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720"><rect width="960" height="720" fill="hsl(${hue} 45% 55%)"/><text x="480" y="380" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleImages: CarouselImage[] = [
  { src: placeholder('Facade', 20), alt: 'Hotel facade at dusk' },
  { src: placeholder('Room', 200), alt: 'Oak room with a queen bed' },
  { src: placeholder('Bathroom', 160), alt: 'Bathroom with shower' },
  { src: placeholder('Lobby', 280), alt: 'Reception and lobby' },
];
