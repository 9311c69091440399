import { registerNamespace, useTranslation } from '@optio/i18n';

export const UI_NAMESPACE = 'ui';

export const en = {
  showPassword: 'Show password',
  loading: 'Loading...',
  close: 'Close',
  required: 'required',
  strengthLabel: 'Password strength',
  strength: 'Strength: {{level}}',
  levels: {
    'very-weak': 'Very weak',
    weak: 'Weak',
    medium: 'Medium',
    strong: 'Strong',
    'very-strong': 'Very strong',
  },
  checks: {
    length: 'At least 12 characters',
    uppercase: 'One uppercase letter',
    lowercase: 'One lowercase letter',
    number: 'One number',
    special: 'One special character',
  },
  andMore: 'And {{count}} more...',
  notifications: 'Notifications',
  query: {
    loading: 'Loading…',
    loadFailed: "We couldn't load this",
    tryAgainLater: 'Please try again in a moment.',
    retry: 'Try again',
  },
  evidence: {
    file: 'File: {{name}}',
    unnamedFile: 'file',
    openFile: 'Open {{name}}',
    fileFailed: 'The file could not be opened. Please try again.',
  },
};

export const es: typeof en = {
  showPassword: 'Mostrar contraseña',
  loading: 'Cargando...',
  close: 'Cerrar',
  required: 'obligatorio',
  strengthLabel: 'Seguridad de la contraseña',
  strength: 'Seguridad: {{level}}',
  levels: {
    'very-weak': 'Muy débil',
    weak: 'Débil',
    medium: 'Media',
    strong: 'Fuerte',
    'very-strong': 'Muy fuerte',
  },
  checks: {
    length: 'Al menos 12 caracteres',
    uppercase: 'Una letra mayúscula',
    lowercase: 'Una letra minúscula',
    number: 'Un número',
    special: 'Un carácter especial',
  },
  andMore: 'Y {{count}} más...',
  notifications: 'Notificaciones',
  query: {
    loading: 'Cargando…',
    loadFailed: 'No pudimos cargar esto',
    tryAgainLater: 'Inténtalo de nuevo en un momento.',
    retry: 'Reintentar',
  },
  evidence: {
    file: 'Archivo: {{name}}',
    unnamedFile: 'archivo',
    openFile: 'Abrir {{name}}',
    fileFailed: 'No se pudo abrir el archivo. Inténtalo de nuevo.',
  },
};

registerNamespace(UI_NAMESPACE, { en, es });

/** The `ui` namespace's translator for components of this kit. */
export function useUiTranslation() {
  return useTranslation(UI_NAMESPACE);
}
