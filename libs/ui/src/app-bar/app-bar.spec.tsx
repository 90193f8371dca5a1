import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { AppBar } from './app-bar';

describe('AppBar', () => {
  it('given a title, when rendered, then it is the page h1 inside a header', () => {
    render(<AppBar title="Hotels in Pune" />);
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Hotels in Pune' }),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('given onBack, when the back button is tapped, then onBack fires', async () => {
    const onBack = jest.fn();
    render(<AppBar title="Hotel" onBack={onBack} backLabel="Retour" />);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('given subtitle and actions, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <AppBar title="Hotel" subtitle="2 guests" onBack={jest.fn()} actions={<button type="button">Share</button>} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
