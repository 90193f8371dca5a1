import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { KeyValueList, KeyValueRow } from './key-value-list';

describe('KeyValueList', () => {
  it('given items, when rendered, then each value follows its label and axe finds no violations', async () => {
    const { container } = render(
      <KeyValueList
        items={[
          { label: 'Booking ID', value: 'NV-1234' },
          { label: 'Guests', value: '2 adults' },
        ]}
      />,
    );
    expect(screen.getByText('Booking ID').tagName).toBe('DT');
    expect(screen.getByText('Booking ID').nextElementSibling).toHaveTextContent('NV-1234');
    expect(screen.getAllByRole('definition')).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given layout split and a strong row, when rendered, then the row is marked strong', () => {
    render(
      <KeyValueList
        layout="split"
        items={[
          { label: 'Taxes', value: '₹504' },
          { label: 'Total', value: '₹4,704', strong: true },
        ]}
      />,
    );
    expect(screen.getByText('Total').parentElement?.className).toMatch(/strong/);
    expect(screen.getByText('Taxes').parentElement?.className).not.toMatch(/strong/);
  });

  it('given KeyValueRow children, when rendered, then they are rows of the list', () => {
    const arrival: string | null = [''].find(Boolean) ?? null;
    render(
      <KeyValueList>
        <KeyValueRow label="Hotel">Nivaas Residency</KeyValueRow>
        {arrival && <KeyValueRow label="Arrival">{arrival}</KeyValueRow>}
      </KeyValueList>,
    );
    expect(screen.getByText('Hotel').nextElementSibling).toHaveTextContent('Nivaas Residency');
    expect(screen.queryByText('Arrival')).not.toBeInTheDocument();
  });
});
