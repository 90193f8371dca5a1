import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SubmitStatus } from './submit-status';

describe('SubmitStatus', () => {
  it.each(['idle', 'submitting'] as const)(
    'given %s, when rendered, then an empty polite status region waits and there is no alert',
    (state) => {
      render(<SubmitStatus state={state} />);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('given a form in flight, when it succeeds, then the same status region shows and announces the success', () => {
    const { rerender } = render(<SubmitStatus state="submitting" successMessage="Details saved" />);
    const region = screen.getByRole('status');
    rerender(<SubmitStatus state="succeeded" successMessage="Details saved" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Details saved');
    expect(region.className).not.toMatch(/hidden/);
  });

  it('given a failure, when rendered, then the message is an alert and the status region stays empty', () => {
    render(<SubmitStatus state="failed" failureMessage="GSTIN could not be saved" />);
    expect(screen.getByRole('alert')).toHaveTextContent('GSTIN could not be saved');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('given no messages, when it succeeds or fails, then the translated defaults show', () => {
    const { rerender } = render(<SubmitStatus state="succeeded" />);
    expect(screen.getByRole('status')).toHaveTextContent('Submitted');
    rerender(<SubmitStatus state="failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not submit. Please try again.');
  });

  it.each(['idle', 'succeeded', 'failed'] as const)(
    'given %s, when checked, then axe finds no violations',
    async (state) => {
      const { container } = render(<SubmitStatus state={state} />);
      expect(await axe(container)).toHaveNoViolations();
    },
  );
});
