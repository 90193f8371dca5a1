import jpeg from 'jpeg-js';

/**
 * A deterministic picture (sky gradient, a building with lit windows, a ground strip) drawn from
 * a seed, encoded as a real baseline JPEG: no network and no native image library needed.
 */
export function renderImage(seed: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  const hue = (seed * 47) % 360;
  const [sr, sg, sb] = hsl(hue, 0.55, 0.72);
  const [br, bg, bb] = hsl((hue + 180) % 360, 0.35, 0.45);
  const bx0 = Math.round(width * (0.2 + (seed % 5) * 0.03));
  const bx1 = Math.round(width * (0.75 + (seed % 3) * 0.05));
  const by0 = Math.round(height * (0.25 + (seed % 4) * 0.04));
  const ground = Math.round(height * 0.85);
  const cell = Math.max(6, Math.round(width / 24));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r: number, g: number, b: number;
      if (y >= ground) [r, g, b] = [70, 110, 60];
      else if (x >= bx0 && x < bx1 && y >= by0) {
        const wx = (x - bx0) % cell,
          wy = (y - by0) % cell;
        const lit = wx > cell * 0.3 && wx < cell * 0.8 && wy > cell * 0.3 && wy < cell * 0.8;
        [r, g, b] = lit ? [250, 220, 140] : [br, bg, bb];
      } else {
        const t = y / height;
        [r, g, b] = [sr * (1 - t * 0.3), sg * (1 - t * 0.2), sb];
      }
      const i = (y * width + x) * 4;
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, 70).data;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
