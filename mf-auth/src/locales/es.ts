import type { AuthStrings } from './en';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Spanish strings of the `auth` namespace; anything missing falls back to English. */
export const es: DeepPartial<AuthStrings> = {
  common: {
    emailLabel: 'Correo electrónico',
    passwordLabel: 'Contraseña',
    backToLogin: 'Volver a iniciar sesión',
    signIn: 'Iniciar sesión',
    loading: 'Cargando...',
  },
  validation: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Correo electrónico no válido',
    passwordRequired: 'La contraseña es obligatoria',
    loginPasswordMin: 'La contraseña debe tener al menos 6 caracteres',
    passwordMin: 'La contraseña debe tener al menos 12 caracteres',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    dobRequired: 'La fecha de nacimiento es obligatoria para verificar la edad',
    dobFuture: 'La fecha de nacimiento no puede estar en el futuro',
    parentEmailRequired:
      'El correo del padre, madre o tutor es obligatorio para menores de 13 años',
    confirmRequired: 'Confirma tu contraseña',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    termsRequired: 'Debes aceptar los Términos del servicio y la Política de privacidad',
    missingResetToken:
      'Enlace de restablecimiento no válido o incompleto. Solicita un nuevo restablecimiento de contraseña.',
  },
  login: {
    title: 'Bienvenido de nuevo',
    subtitle: 'Inicia sesión para continuar aprendiendo.',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    forgot: '¿Olvidaste tu contraseña?',
    noAccount: '¿No tienes cuenta?',
    register: 'Regístrate',
    errors: {
      tooMany: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
      unavailable: 'Servicio no disponible temporalmente. Inténtalo de nuevo en unos momentos.',
      server: 'Error del servidor. Contacta con soporte si continúa.',
      connection: 'Error de conexión. Comprueba tu conexión a internet.',
      default: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
    },
    welcomeNew: '¡Bienvenido a Optio, {{first_name}}!',
    welcomeBack: '¡Bienvenido de nuevo!',
    link: {
      title: 'Inicia sesión con el enlace de tu correo',
      body: 'Este enlace de un solo uso de tu correo te permite entrar sin tu contraseña. Funciona una vez y durante 30 minutos.',
      submit: 'Iniciar sesión',
      submitting: 'Iniciando sesión...',
      failed:
        'Este enlace de inicio de sesión no es válido, ha caducado o ya se usó. Vuelve a iniciar sesión.',
      password: 'Prefiero entrar con mi contraseña',
    },
  },
  register: {
    title: 'Crea tu cuenta',
    subtitle: 'Empezar es gratis, sin tarjeta de crédito.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    addressSection: 'Dirección (opcional)',
    city: 'Ciudad',
    country: 'País',
    countryPlaceholder: 'Elige un país',
    dateOfBirth: 'Fecha de nacimiento',
    coppaNote:
      'Nota: los menores de 13 años necesitan el consentimiento de sus padres para usar Optio (COPPA)',
    parentEmail: 'Correo del padre, madre o tutor',
    parentEmailHint: 'Tu padre, madre o tutor recibirá un correo para confirmar su consentimiento.',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    termsLabel:
      'Acepto los <terms>Términos del servicio</terms> y la <privacy>Política de privacidad</privacy>',
    submit: 'Crear cuenta',
    submitting: 'Creando cuenta...',
    haveAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
    success: '¡Cuenta creada correctamente!',
  },
  forgot: {
    title: '¿Olvidaste tu contraseña?',
    submit: 'Enviar enlace',
    submitting: 'Enviando...',
  },
  reset: {
    title: 'Elige una contraseña nueva',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirmar contraseña nueva',
    match: 'Las contraseñas coinciden',
    mismatch: 'Las contraseñas no coinciden',
    submit: 'Restablecer contraseña',
    submitting: 'Restableciendo contraseña...',
    requestNew: 'Solicitar un nuevo restablecimiento',
  },
  verify: {
    title: 'Revisa tu correo',
    resend: 'Reenviar correo de verificación',
    resending: 'Enviando...',
    goToLogin: 'Ir a iniciar sesión',
  },
  consent: {
    title: 'Consentimiento parental',
    give: 'Doy mi consentimiento',
    revoke: 'Retirar el consentimiento',
  },
};
