import { Link } from 'react-router-dom';
import type { HotelDetails } from '@nivaas/api-client/contract';
import { wayBackPath } from '../hooks/use-hotel';
import { useItineraryT } from '../itinerary-messages';
import styles from '../itinerary-screen.module.css';
import { Section, Text } from '@nivaas/ui';

export interface ItineraryProblemViewProps {
  /** What is wrong, in words. */
  readonly message: string;
  /** The hotel when known: the way back goes to its page, else home. */
  readonly hotel: HotelDetails | undefined;
  /** The stay of the URL, for the hotel page's query. */
  readonly stayQuery?: string;
}

/** A checkout that cannot start: what is wrong, and a way back to the hotel (or home). Never a blank page. */
export function ItineraryProblemView({ message, hotel, stayQuery }: ItineraryProblemViewProps) {
  const t = useItineraryT();
  return (
    <Section as="div" card role="alert" title={t('problem.title')}>
      <Text>{message}</Text>
      <Link className={styles['back']} to={wayBackPath(hotel, stayQuery)}>
        {hotel ? t('back.hotel', { hotel: hotel.name }) : t('back.home')}
      </Link>
    </Section>
  );
}
