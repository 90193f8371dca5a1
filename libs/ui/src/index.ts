/**
 * @nivaas/ui: the design system. Import tokens.css once in the shell; everything else is here.
 */
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button/button';
export { IconButton, type IconButtonProps, type IconButtonVariant } from './icon-button/icon-button';
export { FieldFrame, type FieldFrameProps, type FieldControlProps } from './field-frame/field-frame';
export { FieldMessage, type FieldMessageProps } from './field-frame/field-message';
export { useFieldIds, type FieldIds, type FieldIdsOptions } from './field-frame/use-field-ids';
export { useForm, type Form, type FormErrors, type FormStatus, type UseFormOptions } from './form/use-form';
export {
  fieldProps,
  inputProps,
  checkboxProps,
  type FieldProps,
  type InputProps,
  type CheckboxFieldProps,
} from './form/field-props';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { PhoneInput, type PhoneInputProps } from './phone-input/phone-input';
export { OtpInput, type OtpInputProps } from './otp-input/otp-input';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { Radio, RadioGroup, type RadioProps, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { Switch, type SwitchProps } from './switch/switch';
export { Select, type SelectProps, type SelectOption } from './select/select';
export { Stepper, type StepperProps } from './stepper/stepper';
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker/date-range-picker';
export { type DateRange } from './date-range-picker/date-range';
export { Chip, type ChipProps } from './chip/chip';
export { FilterChip, type FilterChipProps } from './filter-chip/filter-chip';
export { Tag, type TagProps, type TagTone } from './tag/tag';
export { PriceTag, type PriceTagProps } from './price-tag/price-tag';
export { RatingBadge, type RatingBadgeProps } from './rating-badge/rating-badge';
export { Card, type CardProps } from './card/card';
export { Heading, PageHeading, type HeadingProps, type HeadingSize, type PageHeadingProps } from './heading/heading';
export { Page, type PageProps } from './page/page';
export { Section, type SectionProps } from './section/section';
export { Stack, type StackProps, type StackGap } from './stack/stack';
export { Inline, type InlineProps } from './inline/inline';
export {
  KeyValueList,
  KeyValueRow,
  type KeyValueListProps,
  type KeyValueRowProps,
  type KeyValueItem,
} from './key-value-list/key-value-list';
export { Text, type TextProps } from './text/text';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { HotelCard, type HotelCardProps, type HotelCardLinkProps } from './hotel-card/hotel-card';
export {
  ImageCarousel,
  type ImageCarouselProps,
  type ImageCarouselRatio,
  type CarouselImage,
} from './image-carousel/image-carousel';
export { Accordion, type AccordionProps, type AccordionItem } from './accordion/accordion';
export { Modal, type ModalProps } from './modal/modal';
export { BottomSheet, type BottomSheetProps } from './bottom-sheet/bottom-sheet';
export { Toast, type ToastProps, type ToastTone } from './toast/toast';
export { TopProgressBar, type TopProgressBarProps } from './top-progress-bar/top-progress-bar';
export { LoaderOverlay, type LoaderOverlayProps } from './loader-overlay/loader-overlay';
export { Skeleton, type SkeletonProps, type SkeletonWidth } from './skeleton/skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { SubmitStatus, type SubmitStatusProps, type SubmitState } from './submit-status/submit-status';
export { LoadingState, type LoadingStateProps } from './loading-state/loading-state';
export {
  StateView,
  type StateViewProps,
  type StateViewError,
  type StateViewEmpty,
  type ViewStatus,
} from './state-view/state-view';
export {
  PageResourceView,
  type PageResourceKey,
  type PageResourceViewProps,
  type ViewedResource,
} from './state-view/page-resource-view';
export { CALLING_CODES, OtpPhoneForm, type OtpPhoneFormProps } from './otp-flow/otp-phone-form';
export { OtpCodeForm, type OtpCodeFormProps } from './otp-flow/otp-code-form';
export { useOtpFailureText } from './otp-flow/otp-failure-text';
export { QuestionForm, type QuestionFormProps } from './question-form/question-form';
export { ShareBooking, type ShareBookingProps } from './share-booking/share-booking';
// False on the server and while hydrating, true once this browser renders on its own.
export { useIsClient } from './internal/use-is-client';
export {
  DeferredHydration,
  HydrationDeferralProvider,
  preloadableLazy,
  type DeferredHydrationProps,
  type HydrateWhen,
  type PreloadableLazy,
} from './deferred-hydration/deferred-hydration';
