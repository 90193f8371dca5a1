import { useId } from 'react';
import type { RoomChoice } from '@nivaas/domain/hotel';
import { Button, ImageCarousel, VisuallyHidden, Card, Heading } from '@nivaas/ui';
import { RatePlanOption } from './rate-plan-option';
import type { RoomOffer } from './room-offers';
import type { RoomsT } from './rooms-messages';
import styles from './rooms.module.css';

/** Rooms left at or under this count are said ("Only 2 rooms left"): a fact from the inventory, never invented. */
export const FEW_ROOMS_LEFT = 3;
/** The room photo box is the card width: the page width less its padding up to 640 px. */
const ROOM_PHOTO_SIZES = '(min-width: 672px) 576px, calc(100vw - 64px)';

export interface RoomCardProps {
  readonly t: RoomsT;
  readonly offer: RoomOffer;
  readonly groupName: string;
  readonly choice: RoomChoice | null;
  readonly nights: number;
  readonly roomCount: number;
  readonly signedIn: boolean;
  readonly onChoose: (choice: RoomChoice) => void;
  readonly onSignIn: () => void;
  /** The tag of a plan's special rate (null for a plan the prices do not mark). */
  readonly specialLabel?: (plan: RoomOffer['plans'][number]) => string | null;
}

function srcSetOf(image: RoomOffer['photos'][number]): string | undefined {
  return image.srcset.length ? image.srcset.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
}

/** One room type: photos, size, bed, occupancy, facilities, why it cannot be booked if so, and its rate plans. */
export function RoomCard({
  t,
  offer,
  groupName,
  choice,
  nights,
  roomCount,
  signedIn,
  onChoose,
  onSignIn,
  specialLabel,
}: RoomCardProps) {
  const headingId = useId();
  const limits = {
    adults: t('adults', { count: offer.maxAdults }),
    children: t('children', { count: offer.maxChildren }),
  };
  const open = offer.plans.filter((plan) => !plan.isSoldOut);
  const status = !offer.fitsGuests
    ? t('room.does-not-fit', limits)
    : offer.plans.length === 0
      ? t('room.not-priced')
      : open.length === 0
        ? t('room.sold-out')
        : offer.available <= FEW_ROOMS_LEFT
          ? t('room.left', { count: offer.available })
          : null;
  const memberSaving = !signedIn && offer.bookable && open.some((plan) => plan.memberPrice < plan.sellingPrice);
  return (
    <Card
      as="article"
      outlined
      gap="md"
      className={styles.card}
      aria-labelledby={headingId}
      data-bookable={offer.bookable || undefined}
    >
      <Heading level={3} id={headingId}>
        {offer.name}
      </Heading>
      {offer.photos.length > 0 && (
        <ImageCarousel
          className={styles.photos}
          label={t('room.photos', { room: offer.name })}
          images={offer.photos.map((image) => ({
            src: image.url,
            srcSet: srcSetOf(image),
            alt: image.image_callout || offer.name,
            width: image.width,
            height: image.height,
          }))}
          sizes={ROOM_PHOTO_SIZES}
          aspectRatio="16 / 9"
          previousLabel={t('room.photo-previous')}
          nextLabel={t('room.photo-next')}
          slideLabel={(position, total) => t('room.photo-position', { position, total })}
        />
      )}
      <p className={styles.facts}>
        {offer.size ? t('room.facts', { size: offer.size, bed: offer.bed }) : offer.bed}
        <br />
        {t('room.occupancy', { guests: t('guests', { count: offer.maxGuests }), ...limits })}
      </p>
      {offer.facilities.length > 0 && (
        <div className={styles.facilities}>
          <h4 className={styles.subheading}>{t('room.facilities')}</h4>
          <ul className={styles.facilityList}>
            {offer.facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </div>
      )}
      {status && (
        <p className={offer.bookable ? styles.fewLeft : styles.unavailable} role={offer.bookable ? undefined : 'note'}>
          {status}
        </p>
      )}
      {offer.plans.length > 0 && offer.fitsGuests && (
        <fieldset className={styles.plans}>
          <VisuallyHidden as="legend">{t('plans.legend', { room: offer.name })}</VisuallyHidden>
          {offer.plans.map((plan) => (
            <RatePlanOption
              key={plan.code}
              t={t}
              plan={plan}
              name={groupName}
              checked={choice?.roomType === offer.type && choice.ratePlan === plan.code}
              disabled={!offer.bookable || plan.isSoldOut}
              nights={nights}
              roomCount={roomCount}
              couponCode={offer.couponCode}
              memberDiscountApplied={offer.memberDiscountApplied}
              signedIn={signedIn}
              specialLabel={specialLabel?.(plan) ?? null}
              onChoose={() => onChoose({ roomType: offer.type, ratePlan: plan.code })}
            />
          ))}
        </fieldset>
      )}
      {memberSaving && (
        <Button variant="outline" onClick={onSignIn}>
          {t('member.sign-in')}
        </Button>
      )}
    </Card>
  );
}
