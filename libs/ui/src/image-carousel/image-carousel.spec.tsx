import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ImageCarousel } from './image-carousel';

const images = [
  { src: 'a.jpg', srcSet: 'a-480.jpg 480w, a-960.jpg 960w', alt: 'Facade' },
  { src: 'b.jpg', alt: 'Room' },
  { src: 'c.jpg', alt: 'Bathroom' },
];

describe('ImageCarousel', () => {
  it('given priority, when rendered, then the first image is eager and the rest lazy', () => {
    render(<ImageCarousel images={images} label="Photos" priority sizes="100vw" />);
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('srcset', 'a-480.jpg 480w, a-960.jpg 960w');
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('given a fixed ratio, when rendered, then the box reserves it before images load', () => {
    render(<ImageCarousel images={images} label="Photos" aspectRatio="16 / 9" />);
    expect(screen.getByRole('region', { name: 'Photos' }).style.aspectRatio).toBe('16 / 9');
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
