import { useId } from 'react';
import type { RoomChoice } from '@nivaas/domain/hotel';
import { useLocale } from '@nivaas/i18n';
import { RoomCard } from './room-card';
import type { RoomOffer } from './room-offers';
import { useRoomsT } from './rooms-messages';
import { specialRateLabel, type SpecialRateCode } from './special-rate-label';
import { Section, Stack, Text } from '@nivaas/ui';

export interface RoomListProps {
  /** In docs/rules.md order, bookable first (toRoomOffers). */
  readonly offers: readonly RoomOffer[];
  readonly choice: RoomChoice | null;
  readonly nights: number;
  readonly roomCount: number;
  readonly guestCount: number;
  readonly signedIn: boolean;
  readonly onChoose: (choice: RoomChoice) => void;
  /** Opens the sign-in; the choice stays in the URL, so the visitor comes back to it. */
  readonly onSignIn: () => void;
  /** The content's texts of special rates by code (`new_year_rate_tag`), as far as they have come. */
  readonly specialTags?: Readonly<Partial<Record<SpecialRateCode, string>>>;
}

/** "Choose your room": every room type with its rate plans as one radio group, prices for the whole stay. */
export function RoomList({
  offers,
  choice,
  nights,
  roomCount,
  guestCount,
  signedIn,
  onChoose,
  onSignIn,
  specialTags = {},
}: RoomListProps) {
  const t = useRoomsT();
  const locale = useLocale();
  const headingId = useId();
  const groupName = `room-choice-${useId()}`;
  return (
    <Section headingId={headingId} title={t('section.title')}>
      <Text muted size="sm">
        {t('section.stay', {
          nights: t('nights', { count: nights }),
          rooms: t('rooms', { count: roomCount }),
          guests: t('guests', { count: guestCount }),
        })}
      </Text>
      <Stack as="ul" gap={4} aria-label={t('section.list')}>
        {offers.map((offer) => (
          <li key={offer.type}>
            <RoomCard
              t={t}
              offer={offer}
              groupName={groupName}
              choice={choice}
              nights={nights}
              roomCount={roomCount}
              signedIn={signedIn}
              onChoose={onChoose}
              onSignIn={onSignIn}
              specialLabel={(plan) => specialRateLabel(plan.specialRate, specialTags, locale, t)}
            />
          </li>
        ))}
      </Stack>
    </Section>
  );
}
