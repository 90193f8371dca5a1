export { AddToCalendar, type AddToCalendarProps } from './add-to-calendar';
