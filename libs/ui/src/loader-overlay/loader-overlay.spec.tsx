import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { LoaderOverlay } from './loader-overlay';

describe('LoaderOverlay', () => {
  it('given open with text, when rendered, then the text is announced and the page is locked', () => {
    render(<LoaderOverlay open text="Processing" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Processing');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('given closed, when rendered, then nothing shows and the page scrolls', () => {
    render(<LoaderOverlay open={false} text="Processing" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('given open, when checked, then axe finds no violations', async () => {
    render(<LoaderOverlay open text="Traitement" />);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
