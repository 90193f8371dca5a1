import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { TopProgressBar } from './top-progress-bar';

describe('TopProgressBar', () => {
  it('given active at 0.3, when rendered, then a labelled progressbar reports 30', () => {
    render(<TopProgressBar active progress={0.3} label="Loading page" />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('aria-valuenow', '30');
  });

  it('given progress out of range, when rendered, then it is clamped', () => {
    render(<TopProgressBar active progress={1.7} label="Loading" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('given inactive, when rendered, then nothing shows', () => {
    render(<TopProgressBar active={false} progress={0.3} label="Loading" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('given active, when checked, then axe finds no violations', async () => {
    const { container } = render(<TopProgressBar active progress={0.5} label="Loading page" />);
    expect(await axe(container)).toHaveNoViolations();
  });
  it('given inactive (as on the server and at hydration), when rendered on the server, then there is no markup', () => {
    // Its inline transform is safe only because it never reaches server markup: the bar shows once a client
    // navigation starts, where React sets the style through the CSSOM, which CSP does not govern.
    expect(renderToString(<TopProgressBar active={false} progress={0.3} label="Loading" />)).toBe('');
  });
});
