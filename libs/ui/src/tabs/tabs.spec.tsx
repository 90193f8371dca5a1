import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Tabs } from './tabs';

const tabs = [
  { id: 'a', label: 'Upcoming', panel: <p>Upcoming panel</p> },
  { id: 'b', label: 'Past', panel: <p>Past panel</p> },
  { id: 'c', label: 'Cancelled', panel: <p>Cancelled panel</p> },
];

function Harness() {
  const [value, setValue] = useState('a');
  return <Tabs label="Bookings" tabs={tabs} value={value} onChange={setValue} />;
}

describe('Tabs', () => {
  it('given a selected tab, when rendered, then only its panel shows and it is labelled by the tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('Upcoming panel');
    expect(screen.queryByText('Past panel')).not.toBeInTheDocument();
  });

  it('given focus on a tab, when arrows, Home and End are pressed, then selection and focus follow', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByText('Cancelled panel')).toBeInTheDocument();
  });

  it('given a click, when a tab is tapped, then it is selected', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Past panel');
  });

  it('given tabs, when checked, then axe finds no violations', async () => {
    const { container } = render(<Harness />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
