import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { hotelDetails } from '../../testing/hotel-fixtures';
import { NeedToKnow, PoliciesAccordion } from './hotel-policies';

describe('hotel policies', () => {
  const { policies } = hotelDetails();

  it('given the hotel policies, then Need to know lists those marked for it by position, as text', async () => {
    const { container } = render(<NeedToKnow policies={policies} />);
    const section = screen.getByRole('region', { name: 'Need to know' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ID proof: Photo ID needed', 'Check-in: Check-in 12 pm, check-out 11 am']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given the hotel policies, then the accordion holds those marked for the policy list, by position', async () => {
    const { container } = render(<PoliciesAccordion policies={policies} />);
    const triggers = screen.getAllByRole('button');
    expect(triggers.map((b) => b.textContent)).toEqual(['Check-in', 'Pets']);
    await userEvent.click(screen.getByRole('button', { name: 'Pets' }));
    expect(screen.getByRole('region', { name: 'Pets' })).toHaveTextContent('Pets are not allowed.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given markup in a policy, then it shows as text, never as HTML', () => {
    const [first] = policies;
    render(<NeedToKnow policies={[{ ...first!, display_in_need_to_know: true, short_description: '<b>bold</b>' }]} />);
    expect(screen.getByText(/<b>bold<\/b>/)).toBeInTheDocument();
  });

  it('given no policy for a place, then that section is not there', () => {
    const { container } = render(<NeedToKnow policies={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
