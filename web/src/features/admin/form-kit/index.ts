export { FormCard, WideField, type FormCardProps } from './FormCard';
export { ProblemMessage } from './ProblemMessage';
export { focusFirst, POSITIVE_AMOUNT_TEXT, refusalText, REQUIRED_FIELD_TEXT, useFormFeedback, type FormProblem } from './feedback';
export { AmountField, DATE_MAX, DATE_MIN, DateField, MonthField, TextInput } from './InputFields';
export { allFilled, checkRequired, missingFields, missingProblem, REQUIRED_FIELDS_MESSAGE } from './required';
export { optionsOf, Select, type SelectGroup, type SelectOption, type SelectProps } from './Select';
export { TextArea, type TextAreaProps } from './TextArea';
export { useFormValues, type FormValues } from './use-form-values';
export { useRecordForm, type RecordFormSpec, type Texts } from './use-record-form';
