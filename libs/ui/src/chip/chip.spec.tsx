import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Chip } from './chip';

describe('Chip', () => {
  it('given no handlers, when rendered, then it is plain text', () => {
    render(<Chip label="Pune" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Pune')).toBeInTheDocument();
  });

  it('given onClick and onRemove, when each button is tapped, then the matching callback fires', async () => {
    const onClick = jest.fn();
    const onRemove = jest.fn();
    render(<Chip label="Wi-Fi" onClick={onClick} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wi-Fi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wi-Fi' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('given every form, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <>
        <Chip label="A" />
        <Chip label="B" onClick={jest.fn()} />
        <Chip label="C" onRemove={jest.fn()} />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
