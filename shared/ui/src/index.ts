import './tokens.css';
import './ui.css';

export { UI_NAMESPACE } from './i18n';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { TextArea, type TextAreaProps } from './TextArea';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { DateField, type DateFieldProps } from './DateField';
export { FieldError, FieldHint, type FieldBaseProps } from './Field';
export { Alert, FormError, type AlertProps, type AlertTone, type FormErrorProps } from './Alert';
export { Spinner, type SpinnerProps } from './Spinner';
export { QueryState, type QueryStateProps } from './QueryState';
export { ReviewEvidenceList, type ReviewEvidenceListProps } from './ReviewEvidenceList';
export {
  FamilyLinkList,
  type FamilyLinkAction,
  type FamilyLinkItem,
  type FamilyLinkListProps,
} from './FamilyLinkList';
export {
  InviteByEmailForm,
  type InviteByEmailFormProps,
  type InviteMutation,
} from './InviteByEmailForm';
export { Card, type CardProps } from './Card';
export { Modal, type ModalProps } from './Modal';
export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export {
  Toaster,
  notify,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_POSITION,
  type ToasterProps,
} from './toast';
export { useElementWidth } from './useElementWidth';
