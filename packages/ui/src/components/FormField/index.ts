export { FormField, type FormControlProps, type FormFieldProps } from './FormField';
export { describedBy, FieldError, FieldHint, RequiredMark } from './FieldParts';
