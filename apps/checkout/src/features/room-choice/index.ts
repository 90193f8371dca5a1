export { RoomChoiceSheet, type RoomChoiceSheetProps } from './room-choice-sheet';
