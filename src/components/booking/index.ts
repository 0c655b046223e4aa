/**
 * The shared booking kit (issue 3): product-agnostic form pieces every booking screen reuses. Props in, events out;
 * the form state lives in `src/stores/booking.ts`, the checks in `./validate` and `./formChecks`, the kit's request
 * fields in `./request`. The form's frame and sections (BookingFormPage, TravellersCard, ViolationCard,
 * BookingExtras, TripBudgetCard, TravellerSheets, SubmitBar) read and write that store themselves and take the
 * product's texts and cards as props; a product's booking page is its own sections inside `BookingFormPage`.
 */
export { Sheet } from './Sheet';
export { TextField, ChoiceGroup, PickerRow, CheckRow, Card } from './Field';
export { TravellerPicker, type TravellerPickerProps, type TravellerSearch } from './TravellerPicker';
export { TravellerForm, type TravellerFormProps } from './TravellerForm';
export {
  DocumentFields,
  type DocumentFieldName,
  type DocumentFieldsProps,
  type DocumentFieldValues,
  type PassportExtras,
} from './DocumentFields';
export { TravellerList, type TravellerListProps } from './TravellerList';
export { OptionPicker, type OptionItem, type OptionPickerProps } from './OptionPicker';
export { CostCenterPicker, type CostCenterPickerProps } from './CostCenterPicker';
export { ProjectPicker, type ProjectPickerProps } from './ProjectPicker';
export {
  ViolationReasonPicker,
  type ViolationReasonPickerProps,
  type ViolationReasonTexts,
} from './ViolationReasonPicker';
export { ContactForm, type ContactFormProps } from './ContactForm';
export { DeliveryForm, addressLine, type DeliveryFormProps } from './DeliveryForm';
export { InsurancePicker, type InsurancePickerProps } from './InsurancePicker';
export { PriceDetailSheet, priceLineLabel, type PriceDetailSheetProps } from './PriceDetailSheet';
export {
  DuplicateOrderDialog,
  duplicateQuestionDialog,
  type DuplicateOrder,
  type DuplicateOrderDialogProps,
} from './DuplicateOrderDialog';
export { BookingExtras, type BookingExtrasProps, type ExtrasProblems } from './BookingExtras';
export { TravellersCard, ViolationCard, type TravellersCardProps, type ViolationCardProps } from './PassengersCard';
export { SubmitBar, type SubmitBarProps } from './SubmitBar';
export { Stepper, type StepperProps } from './Stepper';
export { TravellerSheets, type TravellerSheetsProps } from './TravellerSheets';
export { TripBudgetCard, type TripBudgetCardProps, type TripBudgetForm } from './TripBudgetCard';
export {
  BookingFormPage,
  type BookingFormControls,
  type BookingFormFrame,
  type BookingFormPageProps,
} from './BookingFormPage';
export { useBookingFormPorts, usePolicyCheck, type BookingFormPorts } from './useBookingForm';
export * from './validate';
