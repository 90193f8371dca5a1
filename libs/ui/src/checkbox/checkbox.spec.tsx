import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('given a label, when the label is tapped, then onChange gets the new state', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="WhatsApp updates" onChange={onChange} />);
    await userEvent.click(screen.getByText('WhatsApp updates'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('given keyboard focus, when Space is pressed, then it toggles', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="WhatsApp updates" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('given description and error, when rendered, then both describe it and axe finds no violations', async () => {
    const { container } = render(<Checkbox label="Accept" description="Hotel policies" error="Required" />);
    expect(screen.getByRole('checkbox', { name: 'Accept' })).toHaveAccessibleDescription('Required Hotel policies');
    expect(await axe(container)).toHaveNoViolations();
  });
});
