import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { IMAGE_CAROUSEL_RATIOS, ImageCarousel, type ImageCarouselProps } from './image-carousel';

const images = [
  { src: 'a.jpg', srcSet: 'a-480.jpg 480w, a-960.jpg 960w', alt: 'Facade' },
  { src: 'b.jpg', alt: 'Room' },
  { src: 'c.jpg', alt: 'Bathroom' },
];

describe('ImageCarousel', () => {
  it('given priority, when rendered, then the first image is eager; the others wait for the visitor, then load lazily', async () => {
    render(
      <ImageCarousel
        images={[{ ...images[0]!, width: 960, height: 540 }, ...images.slice(1)]}
        label="Photos"
        priority
        sizes="100vw"
      />,
    );
    const [first] = screen.getAllByRole('img');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('srcset', 'a-480.jpg 480w, a-960.jpg 960w');
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first).toHaveAttribute('width', '960');
    expect(first).toHaveAttribute('height', '540');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    const [, second, third] = screen.getAllByRole('img');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(third).toHaveAttribute('loading', 'lazy');
  });

  it('given a card in a list, when the visitor touches the photos, then the other photos are fetched', () => {
    render(<ImageCarousel images={images} label="Photos" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Photos' }).firstElementChild as Element);
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it.each([
    ['4 / 3', 'ratio4x3'],
    ['16 / 9', 'ratio16x9'],
  ] as const)('given the ratio %s, when rendered, then the box reserves it with its class %s', (ratio, ratioClass) => {
    render(<ImageCarousel images={images} label="Photos" aspectRatio={ratio} />);
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveClass('carousel', ratioClass);
    // Jest maps class names to themselves: what the class does is read from the stylesheet.
    const css = readFileSync(join(__dirname, 'image-carousel.module.css'), 'utf8');
    expect(css).toMatch(new RegExp(`^\\.${ratioClass} \\{\\s*aspect-ratio: ${ratio.replace('/', '\\/')};`, 'm'));
  });

  it('given no ratio, when rendered, then the box is 4 / 3', () => {
    render(<ImageCarousel images={images} label="Photos" />);
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveClass('ratio4x3');
  });

  it('given every ratio, image count and option, when rendered on the server, then the markup has no style attribute', () => {
    // The streamed page's CSP is sent before this markup exists, so it cannot allow inline styles by hash.
    const combinations: ImageCarouselProps[] = [undefined, ...IMAGE_CAROUSEL_RATIOS].flatMap((aspectRatio) =>
      [images, images.slice(0, 1)].flatMap((shown) =>
        [false, true].map((priority) => ({ images: shown, label: 'Photos', aspectRatio, priority, className: 'mine' })),
      ),
    );
    for (const props of combinations) {
      const html = renderToString(<ImageCarousel {...props} />);
      expect(html).not.toContain('style=');
      const container = document.createElement('div');
      container.innerHTML = html;
      const box = container.querySelector('section');
      expect(box).toHaveClass('carousel', props.aspectRatio === '16 / 9' ? 'ratio16x9' : 'ratio4x3', 'mine');
    }
  });

  it('given the first slide, when next and previous are tapped, then the index moves and ends are disabled', async () => {
    const onIndexChange = jest.fn();
    render(<ImageCarousel images={images} label="Photos" onIndexChange={onIndexChange} />);
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  });

  it('given one image, when rendered, then there are no navigation buttons', () => {
    render(<ImageCarousel images={images.slice(0, 1)} label="Photos" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('given slides, when checked, then each is a labelled group and axe finds no violations', async () => {
    const { container } = render(<ImageCarousel images={images} label="Photos" />);
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
