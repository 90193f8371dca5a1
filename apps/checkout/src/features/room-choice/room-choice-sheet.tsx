import type { RoomPricesResponse } from '@nivaas/api-client/contract';
import { formatInr } from '@nivaas/domain';
import { sortRoomTypes } from '@nivaas/domain/hotel';
import { useLocale } from '@nivaas/i18n';
import type { AsyncStatus } from '@nivaas/state';
import { BottomSheet, Button, StateView, Stack, Text } from '@nivaas/ui';
import { useRoomChoiceT } from './room-choice-messages';
import styles from './room-choice.module.css';

export interface RoomChoiceSheetProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** getRoomPrices for this stay (the call the hotel page makes), and where it is. */
  readonly prices: RoomPricesResponse | undefined;
  readonly status: AsyncStatus;
  readonly onRetry: () => void;
  /** Room type names by type code (from the hotel); a missing one shows its code. */
  readonly roomNames: Readonly<Record<string, string>>;
  readonly current: { readonly roomType: string; readonly ratePlan: string };
  /** The guest picked another room type or plan: the screen starts a new itinerary for it. */
  readonly onChoose: (roomType: string, ratePlan: string) => void;
}

/**
 * Every room type of the hotel with its rate plans and their full prices for this stay (taxes and fees
 * included, as on the hotel page); sold-out plans and rooms that do not fit the guests are shown but cannot
 * be chosen. A bottom sheet: focus trapped, Escape closes.
 */
export function RoomChoiceSheet(props: RoomChoiceSheetProps) {
  const { open, onClose, prices, status, onRetry, roomNames, current, onChoose } = props;
  const t = useRoomChoiceT();
  const locale = useLocale();
  const nights = t('nights', { count: prices?.nights ?? 1 });
  return (
    <BottomSheet open={open} onClose={onClose} title={t('title')}>
      <StateView
        status={status}
        loadingLabel={t('loading')}
        error={{ title: t('error.title'), retryLabel: t('retry'), onRetry }}
        empty={prices && prices.room_types.length === 0 ? { title: t('empty') } : null}
        headingLevel={3}
      >
        {() => (
          <Stack as="ul" gap={3}>
            {sortRoomTypes((prices?.room_types ?? []).map((room) => ({ ...room, type: room.room_type }))).map(
              (room) => {
                const name = roomNames[room.room_type] ?? room.room_type;
                const blocked = room.available <= 0 ? t('sold-out') : !room.fits_guests ? t('does-not-fit') : null;
                return (
                  <li key={room.room_type} className={styles['room']}>
                    <h3 className={styles['name']}>{name}</h3>
                    {blocked && <p className={styles['blocked']}>{blocked}</p>}
                    <Stack as="ul" gap={3}>
                      {room.rate_plans.map((plan) => {
                        const isCurrent = room.room_type === current.roomType && plan.code === current.ratePlan;
                        const price = formatInr(plan.sellingPrice, locale);
                        const unavailable = Boolean(blocked) || plan.isSoldOut;
                        // The plan by its cancellation terms, in the page's language (the API's name is English).
                        const planName = plan.type === 'refundable' ? t('refundable') : t('non-refundable');
                        return (
                          <li key={plan.code} className={styles['plan']}>
                            <div>
                              <Text size="sm">{planName}</Text>
                              <p className={styles['planPrice']}>{t('price', { price, nights })}</p>
                              {plan.isSoldOut && !blocked && <p className={styles['blocked']}>{t('sold-out')}</p>}
                            </div>
                            {isCurrent ? (
                              <span className={styles['current']}>{t('current')}</span>
                            ) : (
                              <Button
                                variant="outline"
                                disabled={unavailable}
                                aria-label={t('choose', { room: name, plan: planName, price })}
                                onClick={() => onChoose(room.room_type, plan.code)}
                              >
                                {price}
                              </Button>
                            )}
                          </li>
                        );
                      })}
                    </Stack>
                  </li>
                );
              },
            )}
          </Stack>
        )}
      </StateView>
    </BottomSheet>
  );
}
